/** The development outbox page for people: the messages as a table, e-mails rendered, not as markup. */
import { escapeHtml } from '../../http/html';
import type { OutboxMessage } from './queries';

/**
 * An e-mail as a person reads it: its HTML in a frame with an empty `sandbox` (no script, no form,
 * no navigation of this page, an opaque origin) whose document inherits this page's strict CSP. The
 * markup is never parsed into this page. An SMS is plain text.
 */
function messageBody(m: OutboxMessage): string {
  if (m.channel === 'sms') return `<p class="outbox-text">${escapeHtml(m.body)}</p>`;
  return `<iframe class="outbox-mail" sandbox="" referrerpolicy="no-referrer" loading="lazy" title="${escapeHtml(
    `E-mail: ${m.subject}`,
  )}" srcdoc="${escapeHtml(m.body)}"></iframe>`;
}

export function renderOutbox(messages: OutboxMessage[], recipient: string): string {
  const rows = messages
    .map(
      (m) => `<tr>
<td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></td>
<td>${escapeHtml(m.channel === 'sms' ? 'SMS' : 'E-mail')}</td>
<td>${escapeHtml(m.recipient)}</td>
<td>${escapeHtml(m.subject)}</td>
<td>${m.code ? `<code>${escapeHtml(m.code)}</code>` : ''}</td>
<td>${messageBody(m)}</td>
</tr>`,
    )
    .join('\n');
  const list = messages.length
    ? `<table class="outbox">
<caption>${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>The outbox is empty.</p>';
  return `<h1>Development outbox</h1>
<p>E-mails and SMS the reference server would have sent. Nothing here leaves this machine.</p>
<form method="get" action="/dev/outbox" role="search">
<label for="recipient">Recipient</label>
<input id="recipient" name="recipient" type="search" value="${escapeHtml(recipient)}" autocomplete="off">
<button type="submit">Filter</button>
${recipient ? '<a href="/dev/outbox">Show all</a>' : ''}
</form>
${list}
<p><a href="/">Back to the index</a></p>`;
}

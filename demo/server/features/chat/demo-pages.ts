/**
 * The chat demo's pages and files. The messenger and the agent page's script are plain files
 * from our own origin (client/), so both run under the strict CSP: no inline script or style.
 */
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { escapeHtml, renderPage } from '../../http/html';

const CLIENT_DIR = new URL('./client/', import.meta.url);
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

export async function clientFile(c: Context, name: 'messenger.js' | 'agent.js' | 'agent.css'): Promise<Response> {
  const body = await readFile(new URL(name, CLIENT_DIR), 'utf8');
  c.header('Content-Type', TYPES[name.split('.').pop()!]!);
  c.header('Cache-Control', 'no-cache');
  return c.body(body);
}

/** The agent's side: conversations, their attributes, messages, files, and the booking-complete button. */
export function agentPage(): string {
  return renderPage({
    title: 'Chat agent – rad widgets demo',
    widgets: false,
    body: `<link rel="stylesheet" href="/demo/chat/agent.css">
<script type="module" src="/demo/chat/agent.js"></script>
<main class="agent">
<h1>Chat agent (demo)</h1>
<p>Patients who open <a href="/demo/chat">the chat</a> appear here. Answer them, send the booking-complete message (the booking request becomes BOOKED), or disconnect (it goes back to the patient).</p>
<p id="agent-status" role="status">Connecting…</p>
<p id="agent-empty">No conversation yet.</p>
<div id="conversations" class="agent__conversations"></div>
</main>`,
  });
}

/** A patient's page holding <rad-chat>, for the booking request named in the query (if any). */
export function patientPage(bookingKey: string | undefined): string {
  const key = bookingKey && /^[A-Za-z0-9-]{6,64}$/.test(bookingKey) ? bookingKey : '';
  return renderPage({
    title: 'Chat – rad widgets demo',
    main: `<h1>Chat with the booking team (demo)</h1>
<p>${key ? `About booking request <strong>${escapeHtml(key)}</strong> (sign in through its secure link first, so the agent sees its summary).` : 'No booking request: the agent sees no summary. Add <code>?bookingKey=DEMO-BR-2001</code> after signing in through that secure link.'}</p>
<p>The agent answers on <a href="/demo/chat/agent" target="_blank" rel="noopener">the agent page</a>.</p>
<rad-chat${key ? ` booking-key="${escapeHtml(key)}"` : ''}></rad-chat>`,
  });
}

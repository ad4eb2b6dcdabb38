/**
 * The demo agent's page (GET /demo/chat/agent): every conversation patients start through the
 * local messenger, with the attributes their rad-chat set, their messages and files. The agent
 * answers, sends the booking-complete message, or disconnects. DOM built with elements only.
 */
const statusLine = document.getElementById('agent-status');
const emptyLine = document.getElementById('agent-empty');
const list = document.getElementById('conversations');
const conversations = new Map();

function element(tag, properties = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(properties)) {
    if (name === 'text') node.textContent = value;
    else if (name.startsWith('data-') || name.startsWith('aria-')) node.setAttribute(name, value);
    else node[name] = value;
  }
  node.append(...children);
  return node;
}

const url = new URL('/demo/chat/socket?role=agent', location.href);
url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
let socket = null;
let attempt = 0;
const send = (message) => socket && socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));

/**
 * Connects, and again after a drop (a server that stops sends its sockets elsewhere): the server
 * shows the conversations under way afresh, so the page starts its list again.
 */
function connect() {
  const current = new WebSocket(url.href);
  socket = current;
  current.addEventListener('open', () => {
    attempt = 0;
    conversations.clear();
    list.replaceChildren();
    emptyLine.hidden = false;
    statusLine.textContent = 'Connected: waiting for patients.';
  });
  current.addEventListener('message', (event) => received(JSON.parse(event.data)));
  current.addEventListener('close', () => {
    statusLine.textContent = 'Disconnected from the server: reconnecting…';
    setTimeout(connect, Math.min(8000, 500 * 2 ** attempt++));
  });
}

function showAttributes(view, attributes) {
  view.attributes.replaceChildren(
    ...Object.entries(attributes).flatMap(([name, value]) => [element('dt', { text: name }), element('dd', { text: value })]),
  );
}

function conversationView(id, attributes) {
  const headingId = `heading-${id}`;
  const replyId = `reply-${id}`;
  const log = element('ol', { className: 'agent__log', 'aria-label': 'Messages' });
  const files = element('ol', { className: 'agent__files', 'aria-label': 'Files received' });
  const input = element('input', { id: replyId, name: 'reply', type: 'text', autocomplete: 'off' });
  const sendButton = element('button', { type: 'submit', text: 'Send' });
  const form = element('form', { className: 'agent__reply' }, [element('label', { htmlFor: replyId, text: 'Reply' }), input, sendButton]);
  const complete = element('button', { type: 'button', text: 'Send booking complete' });
  const disconnect = element('button', { type: 'button', text: 'Disconnect' });
  const state = element('p', { className: 'agent__state', text: 'Open', 'aria-live': 'polite' });
  const attributeList = element('dl', { className: 'agent__attributes' });
  const section = element('section', { className: 'agent__conversation', 'data-conversation': id, 'aria-labelledby': headingId }, [
    element('h2', { id: headingId, text: `Conversation ${id}` }),
    state,
    element('h3', { text: 'Attributes' }),
    attributeList,
    element('h3', { text: 'Messages' }),
    log,
    element('h3', { text: 'Files' }),
    files,
    form,
    element('div', { className: 'agent__actions' }, [complete, disconnect]),
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    send({ type: 'message', conversationId: id, text });
    input.value = '';
  });
  complete.addEventListener('click', () => send({ type: 'booking-complete', conversationId: id }));
  disconnect.addEventListener('click', () => send({ type: 'disconnect', conversationId: id }));
  const view = { section, log, files, state, attributes: attributeList, controls: [input, sendButton, complete, disconnect] };
  showAttributes(view, attributes);
  return view;
}

function download(message) {
  const bytes = Uint8Array.from(atob(message.data), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: message.contentType }));
}

function received(message) {
  const id = message.conversationId;
  if (message.type === 'conversation') {
    if (conversations.has(id)) return;
    const view = conversationView(id, message.attributes);
    conversations.set(id, view);
    emptyLine.hidden = true;
    list.prepend(view.section);
    return;
  }
  const view = conversations.get(id);
  if (!view) return;
  if (message.type === 'attributes') showAttributes(view, message.attributes);
  if (message.type === 'message') {
    view.log.append(
      element('li', {
        className: `agent__message agent__message--${message.from}`,
        text: `${message.from === 'agent' ? 'Agent' : 'Patient'}: ${message.text}`,
      }),
    );
  }
  if (message.type === 'file') {
    const link = element('a', { href: download(message), download: message.name, text: message.name });
    view.files.append(element('li', { 'data-file': message.name }, [link, ` (${message.contentType}, ${message.size} bytes)`]));
  }
  if (message.type === 'away') view.state.textContent = 'Patient disconnected: waiting for them to reconnect';
  if (message.type === 'back') view.state.textContent = 'Open';
  if (message.type === 'ended') {
    view.state.textContent = 'Ended';
    for (const control of view.controls) control.disabled = true;
  }
}

connect();

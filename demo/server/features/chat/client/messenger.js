/**
 * The reference server's local messenger: the same command interface as a Genesys-style hosted
 * messenger, `Genesys('command' | 'subscribe', name, options, ok, err)`, over a WebSocket to this
 * server (features/chat/chat-socket.ts) instead of a provider's cloud. A classic script served
 * from our own origin: no inline code, no eval, so it runs under the demo's strict CSP.
 *
 * It takes over the stub the page made (`Genesys.q`, the queued calls; `Genesys.c`, the
 * deployment) and replays the queue. Ready events: Database.ready, MessagingService.ready
 * (with the deployment's `fileUpload` rules), Messenger.ready; late subscribers get them too.
 *
 * The conversation outlives a connection: when the socket drops (a network blip, a server that
 * stops), the messenger says `MessagingService.reconnecting`, connects again with growing waits
 * (to any server) and resumes the same conversation with its resume token, getting what it missed
 * (`MessagingService.reconnected`); when that cannot be had it says `MessagingService.offline`.
 * The next page of the same tab resumes it too (the token is kept in sessionStorage until the
 * conversation ends). `MessagingService.resetConversation` starts a new one.
 */
(() => {
  const globalName = window._genesysJs || 'Genesys';
  const stub = window[globalName];
  if (stub && stub.localMessenger) return; // loaded twice: the first one serves
  const queued = stub && Array.isArray(stub.q) ? stub.q.slice() : [];
  const deployment = (stub && stub.c) || {};
  const script = document.currentScript;
  const subscribers = new Map();
  const fired = new Map();
  const attributes = {};
  const outbox = [];
  let socket = null;
  let open = false;
  let rules = { fileTypes: [], maxFileSizeKB: 0 };
  let uploads = Promise.resolve();
  // The conversation this tab holds: { conversationId, resumeToken }, and the last event number seen.
  const STORE = 'rad-demo-messenger';
  let conversation = readStored();
  let lastSeq = 0;
  let ready = false;
  let reconnecting = null; // { attempt, since } while the socket is being made again
  let leaving = false;
  /** Waits between attempts (ms); after the grace period the server no longer has the conversation. */
  const RETRY_MS = [500, 1000, 2000, 4000, 8000];
  const GIVE_UP_AFTER_MS = 60000;

  function readStored() {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORE) || 'null');
      return saved && typeof saved.conversationId === 'string' && typeof saved.resumeToken === 'string' ? saved : null;
    } catch {
      return null;
    }
  }
  function store(value) {
    conversation = value;
    try {
      if (value) sessionStorage.setItem(STORE, JSON.stringify(value));
      else sessionStorage.removeItem(STORE);
    } catch {
      // storage blocked: the conversation is resumed within this page only
    }
  }

  function publish(name, data) {
    fired.set(name, data);
    for (const callback of subscribers.get(name) || []) {
      try {
        callback({ data });
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }
  const replayable = new Set(['Database.ready', 'MessagingService.ready', 'Messenger.ready']);

  function send(message) {
    if (open) socket.send(JSON.stringify(message));
    else outbox.push(message);
  }

  function readBase64(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.addEventListener('load', () => resolve(String(reader.result).replace(/^data:[^,]*,/, '')));
      reader.addEventListener('error', () => reject(reader.error));
      reader.readAsDataURL(file);
    });
  }

  function allowed(file) {
    const typeOk = rules.fileTypes.length === 0 || rules.fileTypes.includes(file.type);
    return typeOk && (!rules.maxFileSizeKB || file.size <= rules.maxFileSizeKB * 1024);
  }

  const commands = {
    'Database.set'(options) {
      const custom = (options && options.messaging && options.messaging.customAttributes) || {};
      for (const [key, value] of Object.entries(custom)) attributes[key] = String(value);
      send({ type: 'attributes', attributes: { ...attributes } });
      return { ...attributes };
    },
    'MessagingService.startConversation'() {
      send({ type: 'start' });
    },
    'MessagingService.sendMessage'(options) {
      const text = String((options && options.message) || '').trim();
      if (!text) throw new Error('MessagingService.sendMessage needs a message');
      send({ type: 'message', text });
    },
    'MessagingService.resetConversation'() {
      // A new conversation: forget the old one and connect afresh (hello, not resume).
      store(null);
      lastSeq = 0;
      reconnecting = null;
      const previous = socket;
      connect();
      if (previous) {
        previous.quiet = true;
        previous.close();
      }
    },
    'MessagingService.requestUpload'(options) {
      const files = Array.from((options && options.file) || []);
      // One file at a time, in the order asked.
      for (const file of files) {
        uploads = uploads.then(async () => {
          if (!allowed(file)) {
            publish('MessagingService.fileUploadError', { fileName: file.name, message: 'not allowed' });
            return;
          }
          publish('MessagingService.uploading', { fileName: file.name });
          try {
            send({ type: 'file', name: file.name, contentType: file.type, data: await readBase64(file) });
          } catch {
            publish('MessagingService.fileUploadError', { fileName: file.name, message: 'unreadable' });
          }
        });
      }
    },
  };

  function messenger(kind, name, options, ok, err) {
    if (kind === 'subscribe') {
      if (typeof options !== 'function') return;
      subscribers.set(name, [...(subscribers.get(name) || []), options]);
      if (replayable.has(name) && fired.has(name)) options({ data: fired.get(name) });
      return;
    }
    if (kind !== 'command') return;
    const command = commands[name];
    try {
      if (!command) throw new Error(`unknown command ${name}`);
      const result = command(options);
      if (typeof ok === 'function') ok(result);
    } catch (error) {
      if (typeof err === 'function') err(error);
    }
  }
  messenger.localMessenger = true;
  messenger.c = deployment;
  window[globalName] = messenger;
  for (const args of queued) messenger(...Array.from(args));

  function received(message) {
    if (typeof message.seq === 'number' && message.seq > lastSeq) lastSeq = message.seq;
    switch (message.type) {
      case 'welcome':
        rules = message.fileUpload.modes[0] || rules;
        store({ conversationId: message.conversationId, resumeToken: message.resumeToken });
        open = true;
        for (const pending of outbox.splice(0)) socket.send(JSON.stringify(pending));
        if (reconnecting) {
          reconnecting = null;
          publish('MessagingService.reconnected', {});
        }
        if (!ready) {
          ready = true;
          publish('Database.ready', {});
          publish('MessagingService.ready', { fileUpload: message.fileUpload });
          publish('Messenger.ready', {});
        }
        break;
      case 'resume-failed':
        // The server no longer has it (past the grace period): the conversation is gone.
        store(null);
        if (reconnecting || ready) {
          reconnecting = null;
          giveUp();
        } else {
          // A new page of this tab whose conversation is gone: start afresh, as on a first visit.
          lastSeq = 0;
          connect();
        }
        break;
      case 'message':
        publish('MessagingService.messagesReceived', {
          messages: [{ id: message.id, direction: message.direction, type: 'Text', text: message.text }],
        });
        break;
      case 'booking-complete':
        publish('MessagingService.messagesReceived', {
          messages: [{ id: message.id, direction: 'Outbound', type: 'Event', events: [{ eventType: 'BookingComplete' }] }],
        });
        break;
      case 'disconnected':
        store(null);
        publish('MessagingService.conversationDisconnected', {});
        break;
      case 'no-agent':
        publish('MessagingService.noAgentAvailable', {});
        break;
      case 'uploaded':
        publish('MessagingService.fileUploaded', { fileName: message.fileName });
        break;
      case 'upload-failed':
        publish('MessagingService.fileUploadError', { fileName: message.fileName });
        break;
    }
  }

  function giveUp() {
    open = false;
    outbox.splice(0);
    publish('MessagingService.offline', {});
  }

  const base = new URL(script && script.src ? script.src : '/demo/chat/messenger.js', location.href);

  function connect() {
    const url = new URL('socket', base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.search = new URLSearchParams({ role: 'guest', deploymentId: String(deployment.deploymentId || '') }).toString();
    const current = new WebSocket(url.href);
    socket = current;
    open = false;
    current.addEventListener('open', () => {
      // A conversation this tab holds is resumed: in this page from where it left off, on a new
      // page from the start (the page shows nothing of it yet).
      const opening = conversation
        ? { type: 'resume', conversationId: conversation.conversationId, resumeToken: conversation.resumeToken, after: lastSeq }
        : { type: 'hello' };
      current.send(JSON.stringify(opening));
    });
    current.addEventListener('message', (event) => {
      if (current !== socket) return;
      try {
        received(JSON.parse(event.data));
      } catch {
        // not ours
      }
    });
    current.addEventListener('close', (event) => {
      if (current.quiet || current !== socket || leaving) return;
      open = false;
      if (!ready) {
        // Never got going: the messenger could not connect.
        if (!reconnecting) publish('MessagingService.error', { message: 'the messenger could not connect' });
        return;
      }
      // Refused (1000) or busy: nothing to resume; a conversation we hold: come back.
      if (!conversation || event.code === 1000 || event.code === 1008) {
        if (conversation) giveUp();
        return;
      }
      if (!reconnecting) {
        reconnecting = { attempt: 0, since: Date.now() };
        publish('MessagingService.reconnecting', {});
      }
      if (Date.now() - reconnecting.since > GIVE_UP_AFTER_MS) {
        reconnecting = null;
        giveUp();
        return;
      }
      const wait = RETRY_MS[Math.min(reconnecting.attempt, RETRY_MS.length - 1)];
      reconnecting.attempt += 1;
      setTimeout(connect, wait);
    });
  }

  // Leaving the page closes the socket too: that is the patient moving on, not a disconnect
  // (which would hand their booking request back to them); the next page resumes.
  window.addEventListener('pagehide', () => (leaving = true));
  connect();
})();

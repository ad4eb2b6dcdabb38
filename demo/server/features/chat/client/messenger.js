/**
 * The reference server's local messenger: the same command interface as a Genesys-style hosted
 * messenger, `Genesys('command' | 'subscribe', name, options, ok, err)`, over a WebSocket to this
 * server (features/chat/chat-socket.ts) instead of a provider's cloud. A classic script served
 * from our own origin: no inline code, no eval, so it runs under the demo's strict CSP.
 *
 * It takes over the stub the page made (`Genesys.q`, the queued calls; `Genesys.c`, the
 * deployment) and replays the queue. Ready events: Database.ready, MessagingService.ready
 * (with the deployment's `fileUpload` rules), Messenger.ready; late subscribers get them too.
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
    switch (message.type) {
      case 'welcome':
        rules = message.fileUpload.modes[0] || rules;
        open = true;
        for (const pending of outbox.splice(0)) socket.send(JSON.stringify(pending));
        publish('Database.ready', {});
        publish('MessagingService.ready', { fileUpload: message.fileUpload });
        publish('Messenger.ready', {});
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

  const base = new URL(script && script.src ? script.src : '/demo/chat/messenger.js', location.href);
  const url = new URL('socket', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = new URLSearchParams({ role: 'guest', deploymentId: String(deployment.deploymentId || '') }).toString();
  socket = new WebSocket(url.href);
  socket.addEventListener('message', (event) => {
    try {
      received(JSON.parse(event.data));
    } catch {
      // not ours
    }
  });
  socket.addEventListener('close', () => {
    if (open) publish('MessagingService.conversationDisconnected', {});
    else publish('MessagingService.error', { message: 'the messenger could not connect' });
    open = false;
  });
})();

/**
 * An in-page stand-in for a Genesys-style messenger, for the browser tests and Storybook (the
 * end-to-end tests use the reference server's real one, demo/server/features/chat/client/).
 * Loaded by rad-chat's adapter like the provider's script: it takes over the queued stub. How it
 * behaves depends on the deployment id (widgets/chat/fixtures.ts FAKE_DEPLOYMENTS). Tests drive
 * the agent through `window.radFakeMessenger`.
 */
(() => {
  const stub = window.Genesys;
  const queued = stub && Array.isArray(stub.q) ? stub.q.slice() : [];
  const deploymentId = (stub && stub.c && stub.c.deploymentId) || '';
  const subscribers = new Map();
  const fired = new Map();
  const replayable = new Set(['Database.ready', 'MessagingService.ready', 'Messenger.ready']);
  const rules = { fileTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxFileSizeKB: 2048 };
  let next = 1;
  let conversations = 0;
  const state = { attributes: {}, commands: [], uploads: [] };

  function publish(name, data) {
    fired.set(name, data);
    for (const callback of subscribers.get(name) || []) callback({ data });
  }
  const say = (direction, text) =>
    publish('MessagingService.messagesReceived', { messages: [{ id: `fake-${next++}`, direction, type: 'Text', text }] });

  const commands = {
    'Database.set'(options) {
      Object.assign(state.attributes, (options && options.messaging && options.messaging.customAttributes) || {});
    },
    'MessagingService.startConversation'() {
      conversations += 1;
      if (deploymentId === 'fixture-chat-no-agent') return setTimeout(() => publish('MessagingService.noAgentAvailable', {}), 10);
      setTimeout(() => {
        say('Outbound', 'Hello, this is Alex from the booking team. How can I help?');
        // The first conversation of these deployments drops its connection (and, for one, loses it).
        if (conversations > 1) return;
        if (deploymentId === 'fixture-chat-reconnecting' || deploymentId === 'fixture-chat-lost')
          publish('MessagingService.reconnecting', {});
        if (deploymentId === 'fixture-chat-lost') publish('MessagingService.offline', {});
      }, 10);
    },
    'MessagingService.resetConversation'() {},
    'MessagingService.sendMessage'(options) {
      say('Inbound', options.message);
    },
    'MessagingService.requestUpload'(options) {
      for (const file of Array.from(options.file)) {
        state.uploads.push(file.name);
        publish('MessagingService.uploading', { fileName: file.name });
        setTimeout(() => publish('MessagingService.fileUploaded', { fileName: file.name }), 50);
      }
    },
  };

  function messenger(kind, name, options, ok) {
    if (kind === 'subscribe') {
      subscribers.set(name, [...(subscribers.get(name) || []), options]);
      if (replayable.has(name) && fired.has(name)) options({ data: fired.get(name) });
      return;
    }
    state.commands.push(name);
    if (commands[name]) commands[name](options);
    if (typeof ok === 'function') ok();
  }
  window.Genesys = messenger;
  for (const args of queued) messenger(...Array.from(args));

  window.radFakeMessenger = {
    state,
    agentSays: (text) => say('Outbound', text),
    bookingComplete: () =>
      publish('MessagingService.messagesReceived', {
        messages: [{ id: `fake-${next++}`, direction: 'Outbound', type: 'Event', events: [{ eventType: 'BookingComplete' }] }],
      }),
    disconnect: () => publish('MessagingService.conversationDisconnected', {}),
    /** The connection drops; then it comes back with the same conversation, or not. */
    drop: () => publish('MessagingService.reconnecting', {}),
    reconnect: () => publish('MessagingService.reconnected', {}),
    lose: () => publish('MessagingService.offline', {}),
  };

  if (deploymentId === 'fixture-chat-slow') return; // never ready: the loading state stays
  setTimeout(() => {
    publish('Database.ready', {});
    publish('MessagingService.ready', { fileUpload: { modes: [rules] } });
  }, 10);
})();

/**
 * The chat WebSocket on a real server: a guest and an agent talk through it; another site's page
 * cannot open it; with DEV_ROUTES=off nobody can be an agent; close() is not held open by sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../../server';
import { CHAT_SOCKET_PATH } from './chat-socket';

// Three servers: the default (agents from this machine), DEV_ROUTES=off (no agents at all), and
// one behind a proxy on this machine (TRUSTED_PROXIES=127.0.0.1: the test plays the proxy).
let loopback: RunningServer;
let off: RunningServer;
let proxied: RunningServer;
beforeAll(async () => {
  [loopback, off, proxied] = await Promise.all([
    startServer({ databaseUrl: 'memory://', idpPort: false }),
    startServer({ databaseUrl: 'memory://', idpPort: false, devRoutes: 'off' }),
    startServer({ databaseUrl: 'memory://', idpPort: false, trustedProxies: '127.0.0.1' }),
  ]);
}, 120_000);
afterAll(async () => {
  await loopback?.close();
  await off?.close();
  await proxied?.close();
});

/** Opens a socket; resolves with it and its incoming messages, or with the refusal's status. */
function connect(base: string, role: string, origin = new URL(base).origin, headers: Record<string, string> = {}) {
  const url = new URL(`${CHAT_SOCKET_PATH}?role=${role}`, base);
  url.protocol = 'ws:';
  const socket = new WebSocket(url, { origin, headers });
  const received: Record<string, unknown>[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as Record<string, unknown>));
  return new Promise<{ socket: WebSocket; received: Record<string, unknown>[] } | { refused: number }>((resolve) => {
    socket.on('open', () => resolve({ socket, received }));
    socket.on('unexpected-response', (_request, response) => resolve({ refused: response.statusCode ?? 0 }));
    socket.on('error', () => resolve({ refused: -1 }));
  });
}

const until = async (probe: () => boolean) => {
  for (let i = 0; i < 100 && !probe(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(probe()).toBe(true);
};

describe('chat socket', () => {
  it('carries a patient’s message to the agent and the answer back', async () => {
    const { url } = loopback;
    const agent = await connect(url, 'agent');
    const guest = await connect(url, 'guest');
    if ('refused' in agent || 'refused' in guest) throw new Error('refused');
    guest.socket.send(JSON.stringify({ type: 'hello' }));
    await until(() => guest.received.length === 1);
    const conversationId = guest.received[0]!.conversationId as string;
    guest.socket.send(JSON.stringify({ type: 'start' }));
    guest.socket.send(JSON.stringify({ type: 'message', text: 'Hello' }));
    await until(() => agent.received.length === 2);
    expect(agent.received[1]).toEqual({ type: 'message', conversationId, from: 'patient', text: 'Hello' });
    agent.socket.send(JSON.stringify({ type: 'message', conversationId, text: 'Hi there' }));
    await until(() => guest.received.some((m) => m.text === 'Hi there'));
    guest.socket.close();
    agent.socket.close();
  });

  it('refuses another site’s page, an unknown role, and agents when the dev routes are off', async () => {
    const { url } = loopback;
    expect(await connect(url, 'guest', 'https://evil.example')).toEqual({ refused: 403 });
    expect(await connect(url, 'admin')).toEqual({ refused: 403 });
    expect(await connect(off.url, 'agent')).toEqual({ refused: 403 });
    const guest = await connect(off.url, 'guest');
    expect('socket' in guest).toBe(true);
    if ('socket' in guest) guest.socket.close();
  });

  it('behind a trusted proxy, judges the agent by the client it forwards: an outside address is refused', async () => {
    const { url } = proxied;
    expect(await connect(url, 'agent', undefined, { 'X-Forwarded-For': '203.0.113.5' })).toEqual({ refused: 403 });
    const local = await connect(url, 'agent', undefined, { 'X-Forwarded-For': '127.0.0.1' });
    expect('socket' in local).toBe(true);
    if ('socket' in local) local.socket.close();
    // A proxy nobody named (no TRUSTED_PROXIES) relaying for anyone never makes a socket local.
    expect(await connect(loopback.url, 'agent', undefined, { 'X-Forwarded-For': '127.0.0.1' })).toEqual({ refused: 403 });
  });

  it('closes while sockets are still open', async () => {
    const guest = await connect(off.url, 'guest');
    expect('socket' in guest).toBe(true);
    await off.close();
  });
});

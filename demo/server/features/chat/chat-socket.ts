/**
 * The local messenger's WebSocket, `/demo/chat/socket` on the reference server's own port:
 * `?role=guest` for a patient's messenger script, `?role=agent` for the agent page. Agents are
 * the demo's staff: like the development outbox, only this machine may be one (DEV_ROUTES; behind
 * a proxy named in TRUSTED_PROXIES, the client it forwards), and DEV_ROUTES=off has no agents at
 * all. A browser on another site cannot open either: the Origin must be the server's own or one
 * of its allowed origins. A patient's socket first says `hello` (a new conversation) or `resume`.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../../db/db';
import type { DevRoutesMode } from '../../http/dev-access';
import { parseTrustedProxies, upgradeClientInfo } from '../../http/client-info';
import { countingKey } from '../auth/client-id';
import { ChatHub, DEMO_UPLOAD_RULES, type GuestSession } from './chat-hub';
import { CHAT_HELLO_TIMEOUT_MS } from './limits';

export const CHAT_SOCKET_PATH = '/demo/chat/socket';
/** WebSocket close code 1012 "service restart": the messenger reconnects (to another server) and resumes. */
export const CLOSE_RESTARTING = 1012;

export interface ChatSocketOptions {
  db: Db;
  devRoutes: DevRoutesMode;
  allowedOrigins: readonly string[];
  /** TRUSTED_PROXIES: behind one, the agent check looks at the client it forwards, not at the proxy. */
  trustedProxies?: string | readonly string[];
}

/** base64 of the largest file, plus room for the JSON around it. */
const MAX_PAYLOAD = Math.ceil((DEMO_UPLOAD_RULES.maxFileSizeKB * 1024 * 4) / 3) + 64 * 1024;

function sameOrigin(request: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const host = request.headers.host;
  return origin === `http://${host}` || origin === `https://${host}` || allowed.includes(origin);
}

export interface ChatSocket {
  hub: ChatHub;
  /**
   * Closes every chat socket with "service restart" (their messengers reconnect elsewhere and
   * resume), stops listening, and waits for the database work already started: an upgraded
   * connection would otherwise hold the server's close() open.
   */
  close(): Promise<void>;
}

const parse = (data: unknown): unknown => {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
};

/** Takes the server's upgrade requests for the chat socket. */
export async function attachChatSocket(server: Server, options: ChatSocketOptions): Promise<ChatSocket> {
  const hub = new ChatHub(options.db);
  await hub.start();
  const trusted = parseTrustedProxies(options.trustedProxies);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  const peer = (socket: WebSocket) => ({
    send: (message: object) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)),
  });

  function guest(ws: WebSocket, client: string): void {
    let session: GuestSession | null = null;
    let opening: Promise<unknown> | null = null;
    let closed = false;
    // Messages in order: each waits for the one before (and for the opening).
    let queue: Promise<unknown> = Promise.resolve();
    const hello = setTimeout(() => ws.close(1008, 'hello expected'), CHAT_HELLO_TIMEOUT_MS);
    ws.on('message', (data) => {
      const message = parse(data);
      if (!opening) {
        clearTimeout(hello);
        opening = queue = hub.track(
          hub.openGuest(peer(ws), message, client).then((opened) => {
            session = opened;
            if (!opened && !closed) ws.close(1000, 'refused');
          }),
        );
        return;
      }
      queue = queue.then(() => (session ? hub.track(hub.fromGuest(session, message)) : undefined));
    });
    ws.on('close', () => {
      closed = true;
      clearTimeout(hello);
      queue = queue.then(() => (session ? hub.track(hub.leaveGuest(session)) : undefined));
    });
  }

  function agent(ws: WebSocket): void {
    const joined = hub.track(hub.joinAgent(peer(ws)));
    let queue: Promise<unknown> = joined;
    ws.on('message', (data) => {
      const message = parse(data);
      queue = queue.then(async () => {
        const session = await joined;
        if (session) await hub.track(hub.fromAgent(session, message));
      });
    });
    ws.on('close', () => {
      queue = queue.then(async () => {
        const session = await joined;
        if (session) await hub.track(hub.leaveAgent(session));
      });
    });
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== CHAT_SOCKET_PATH) return; // not ours: another listener (or none) answers
    const role = url.searchParams.get('role');
    const client = upgradeClientInfo(request, trusted);
    const agentAllowed = options.devRoutes === 'on' || (options.devRoutes === 'loopback' && client.loopback);
    if (!sameOrigin(request, options.allowedOrigins) || (role !== 'guest' && role !== 'agent') || (role === 'agent' && !agentAllowed)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      if (role === 'agent') agent(ws);
      else guest(ws, countingKey(client.address));
    });
  });
  return {
    hub,
    async close() {
      for (const client of sockets.clients) client.close(CLOSE_RESTARTING, 'server stopping');
      // A client that does not answer the close handshake soon is cut.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(cut);
          clearInterval(check);
          for (const client of sockets.clients) client.terminate();
          resolve();
        };
        const cut = setTimeout(done, 1000);
        const check = setInterval(() => sockets.clients.size === 0 && done(), 20);
      });
      sockets.close();
      await hub.close();
    },
  };
}

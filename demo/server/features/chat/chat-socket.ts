/**
 * The local messenger's WebSocket, `/demo/chat/socket` on the reference server's own port:
 * `?role=guest` for a patient's messenger script, `?role=agent` for the agent page. Agents are
 * the demo's staff: like the development outbox, only this machine may be one (DEV_ROUTES), and
 * DEV_ROUTES=off has no agents at all. A browser on another site cannot open either: the Origin
 * must be the server's own or one of its allowed origins.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { DevRoutesMode } from '../../http/dev-access';
import { parseTrustedProxies, upgradeClientInfo } from '../../http/client-info';
import { ChatHub, DEMO_UPLOAD_RULES } from './chat-hub';

export const CHAT_SOCKET_PATH = '/demo/chat/socket';

export interface ChatSocketOptions {
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
  /** Ends every chat socket: an upgraded connection would otherwise hold the server's close() open. */
  close(): void;
}

/** Takes the server's upgrade requests for the chat socket. */
export function attachChatSocket(server: Server, options: ChatSocketOptions): ChatSocket {
  const hub = new ChatHub();
  const trusted = parseTrustedProxies(options.trustedProxies);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  const send = (socket: WebSocket) => ({
    send: (message: object) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)),
  });
  const parse = (data: unknown): unknown => {
    try {
      return JSON.parse(String(data));
    } catch {
      return undefined;
    }
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== CHAT_SOCKET_PATH) return; // not ours: another listener (or none) answers
    const role = url.searchParams.get('role');
    const agentAllowed = options.devRoutes === 'on' || (options.devRoutes === 'loopback' && upgradeClientInfo(request, trusted).loopback);
    if (!sameOrigin(request, options.allowedOrigins) || (role !== 'guest' && role !== 'agent') || (role === 'agent' && !agentAllowed)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      if (role === 'agent') {
        const peer = send(ws);
        hub.joinAgent(peer);
        ws.on('message', (data) => hub.fromAgent(parse(data)));
        ws.on('close', () => hub.leaveAgent(peer));
      } else {
        const id = hub.joinGuest(send(ws));
        ws.on('message', (data) => hub.fromGuest(id, parse(data)));
        ws.on('close', () => hub.leaveGuest(id));
      }
    });
  });
  return {
    hub,
    close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
}

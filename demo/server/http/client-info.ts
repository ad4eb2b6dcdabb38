/**
 * Who is asking and over what, decided once per request. The socket's address and the request
 * URL's scheme are the truth unless the socket is a proxy the operator named in TRUSTED_PROXIES:
 * only then do `X-Forwarded-For` and `X-Forwarded-Proto` count, since anyone can send them.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export interface ClientInfo {
  /** The client's address (socket, or the proxy's forwarded one); 'unknown' without a socket (app.request in tests). */
  address: string;
  /** The browser reached us over TLS (directly, or at a trusted proxy). */
  https: boolean;
  /** The socket peer is this machine. */
  loopback: boolean;
}

export type ClientInfoVariables = { client: ClientInfo };

/** Parses `10.0.0.1, 10.1.0.0/16, ::1` into a BlockList; throws on an entry that is neither. */
export function parseTrustedProxies(list: string | readonly string[] | undefined): BlockList {
  const blocks = new BlockList();
  const entries = typeof list === 'string' ? list.split(',') : (list ?? []);
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
      }
      blocks.addSubnet(address, bits, type);
    }
  }
  return blocks;
}

function normalise(address: string): string {
  // Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d.
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function contains(blocks: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && blocks.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function isLoopback(address: string): boolean {
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}

function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalise(address) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The right-most forwarded address that is not itself a trusted proxy: entries to its left were
 * written by the client and prove nothing.
 */
function forwardedClient(header: string | undefined, trusted: BlockList): string | undefined {
  const hops = (header ?? '')
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!contains(trusted, hops[index]!)) return hops[index];
  }
  return hops[0];
}

/** Headers a reverse proxy adds: a request carrying one was relayed, whatever its socket says. */
const PROXY_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP'];

/** What the decision reads of a request, wherever it arrived (a Hono request, a WebSocket upgrade). */
interface RequestFacts {
  /** The socket peer's address, normalised; undefined without a socket. */
  socket: string | undefined;
  header(name: string): string | undefined;
  /** The request URL's own scheme is https. */
  https: boolean;
}

function clientInfoFrom(request: RequestFacts, trusted: BlockList): ClientInfo {
  const { socket } = request;
  if (socket && contains(trusted, socket)) {
    const proto = request.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
    const address = forwardedClient(request.header('X-Forwarded-For'), trusted) ?? socket;
    return { address, https: proto ? proto === 'https' : request.https, loopback: isLoopback(address) };
  }
  // An untrusted local proxy (nginx on this machine, not named in TRUSTED_PROXIES) must not make
  // the whole internet look local: relayed requests are never loopback ones.
  const relayed = PROXY_HEADERS.some((name) => request.header(name) !== undefined);
  return {
    address: socket ?? 'unknown',
    https: request.https,
    loopback: socket !== undefined && isLoopback(socket) && !relayed,
  };
}

export function readClientInfo(c: Context, trusted: BlockList): ClientInfo {
  return clientInfoFrom(
    { socket: socketAddress(c), header: (name) => c.req.header(name), https: new URL(c.req.url).protocol === 'https:' },
    trusted,
  );
}

/**
 * The same decision for a request Hono never sees: a WebSocket upgrade (the chat socket), so an
 * agent socket relayed by a trusted proxy is judged by the client the proxy names, not by the proxy.
 */
export function upgradeClientInfo(request: IncomingMessage, trusted: BlockList): ClientInfo {
  const address = request.socket.remoteAddress;
  return clientInfoFrom(
    {
      socket: address ? normalise(address) : undefined,
      header: (name) => {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      https: 'encrypted' in request.socket && Boolean(request.socket.encrypted),
    },
    trusted,
  );
}

/** Sets `c.get('client')` for everything after it. */
export function clientInfo(trusted: BlockList): MiddlewareHandler {
  return async (c, next) => {
    c.set('client', readClientInfo(c, trusted));
    await next();
  };
}

/** This request's client; computed on the spot when the middleware did not run (a route tested alone). */
export function clientOf(c: Context): ClientInfo {
  return (c.get('client') as ClientInfo | undefined) ?? readClientInfo(c, new BlockList());
}

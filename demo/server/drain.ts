/**
 * Stopping one server of several without failing a request (issue 26 item 5). A balancer sends a
 * request to whichever instance accepts the connection, so an instance that stops must first stop
 * accepting, then let every request it already has finish, and only then close: cutting a
 * connection mid-request leaves that request without an answer (a POST a balancer may not retry).
 *
 * `watchRequests` counts the requests in flight on a Node server and, once draining, answers each
 * with `Connection: close`, so no keep-alive connection outlives its current request.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface RequestWatch {
  /** Requests received and not yet answered (or abandoned by their client). */
  readonly inFlight: number;
  /** From now on every answer closes its connection; idle keep-alive connections close now. */
  refuseKeepAlive(): void;
  /** Resolves true when no request is in flight, or false after `timeoutMs` (or on `signal`) with some still running. */
  settled(timeoutMs: number, signal?: AbortSignal): Promise<boolean>;
}

export function watchRequests(server: Server): RequestWatch {
  const open = new Set<ServerResponse>();
  let closing = false;
  let onSettled: (() => void) | undefined;

  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    if (closing) response.setHeader('Connection', 'close');
    response.once('close', () => {
      open.delete(response);
      if (open.size === 0) onSettled?.();
    });
  });

  return {
    get inFlight() {
      return open.size;
    },
    refuseKeepAlive() {
      closing = true;
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
      server.closeIdleConnections();
    },
    settled(timeoutMs, signal) {
      if (open.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          onSettled = undefined;
          resolve(open.size === 0);
        };
        const timer = setTimeout(done, timeoutMs);
        signal?.addEventListener('abort', done, { once: true });
        onSettled = done;
      });
    },
  };
}

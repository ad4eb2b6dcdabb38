import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface RequestLogEntry {
  time: string;
  level: 'info' | 'warn' | 'error';
  requestId: string;
  method: string;
  /** The path only: a query string may hold a date of birth or a booking key. */
  path: string;
  status: number;
  durationMs: number;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

/** One JSON line per request on stdout: what a log collector ingests without parsing rules. */
export const jsonLineLogger: RequestLogger = (entry) => {
  process.stdout.write(`${JSON.stringify(entry)}\n`);
};

export const silentLogger: RequestLogger = () => {};

/** An incoming id is kept only when it is a plain token, so it cannot forge log content. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export type RequestIdVariables = { requestId: string };

/**
 * Gives each request an id (answered as X-Request-Id, so a person can quote it in a bug report)
 * and logs it when the answer is ready.
 */
export function requestLog(log: RequestLogger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    log({
      time: new Date().toISOString(),
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

/**
 * The demo viewer's URLs carry a short-lived signed ticket instead of the accession number, so a
 * viewer URL cannot be guessed from a study's number and stops working after a few minutes (as a
 * real viewer's one-time launch URL does). HMAC-SHA-256 with the deployment's viewer-link key
 * (viewer-key.ts): the same in every instance, so a link one instance made opens at any other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const VIEWER_TICKET_TTL_MS = 10 * 60_000;

function sign(key: Uint8Array, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function createViewerTicket(key: Uint8Array, accession: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ a: accession, e: now + VIEWER_TICKET_TTL_MS })).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The accession number a valid, unexpired ticket names; null for anything else. */
export function readViewerTicket(key: Uint8Array, ticket: string, now = Date.now()): string | null {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { a, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a?: unknown; e?: unknown };
    return typeof a === 'string' && typeof e === 'number' && e > now ? a : null;
  } catch {
    return null;
  }
}

/**
 * Idempotency keys that belong to an attempt's content, not to a call. A patient who presses
 * "Send" again after a failure sends the same method, path and body: that is the same attempt, so
 * it carries the key of the first try, and a server that already did the work (its answer was lost
 * on the way) answers the repeat with that first answer instead of doing it twice. Changed content
 * is a new attempt with a new key. An attempt is settled, and its key forgotten, once an answer
 * says what happened (a success, or a refusal the server keeps under that key); after a network
 * failure, a time-out, a 5xx or an unreadable answer the outcome is unknown and the key stays.
 *
 * Only a hash of the content is kept (never a body: it holds personal data), in memory, for a
 * bounded number of attempts and for less time than the server keeps its keys.
 */

/** Fewer hours than the server keeps a key (API.md: 24), so a remembered key is always still known there. */
export const ATTEMPT_KEY_TTL_MS = 12 * 60 * 60 * 1000;
/** Unsettled attempts remembered at once; the oldest goes first. */
export const ATTEMPT_KEYS_MAX = 50;

export interface AttemptKeys {
  /** The key of this content's unsettled attempt, else a new one (remembered until settled). */
  keyFor(content: string): string;
  /** The attempt got its answer: the same content sent again is a new attempt. */
  settle(content: string): void;
}

/**
 * cyrb53 (public domain): a fast 53-bit string hash. Keys are looked up by it, so two contents
 * would share a key only on a collision among at most ATTEMPT_KEYS_MAX hashes: never in practice.
 */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same content. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      item && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : item,
    ) ?? ''
  );
}

export function createAttemptKeys(newKey: () => string, now: () => number = Date.now): AttemptKeys {
  const pending = new Map<string, { key: string; at: number }>();
  return {
    keyFor(content) {
      const hash = contentHash(content);
      const found = pending.get(hash);
      if (found && now() - found.at < ATTEMPT_KEY_TTL_MS) return found.key;
      pending.delete(hash);
      const key = newKey();
      pending.set(hash, { key, at: now() });
      // A Map keeps insertion order: the first entry is the oldest attempt.
      if (pending.size > ATTEMPT_KEYS_MAX) pending.delete(pending.keys().next().value!);
      return key;
    },
    settle(content) {
      pending.delete(contentHash(content));
    },
  };
}

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
 * bounded number of attempts. The server keeps a key for 24 hours; a page open longer than that
 * with a failed attempt gets a fresh answer from it, which is the right one then too.
 */

/** Unsettled attempts remembered at once; the oldest goes first. */
export const ATTEMPT_KEYS_MAX = 50;

export interface AttemptKeys {
  /** The key of this content's unsettled attempt, else a new one (remembered until settled). */
  keyFor(content: string): string;
  /** The attempt got its answer: the same content sent again is a new attempt. */
  settle(content: string): void;
}

/**
 * FNV-1a (32 bits) over the content: two contents share a key only on a collision among at most
 * ATTEMPT_KEYS_MAX hashes (odds about one in three million), and then the server refuses the
 * second with 422 idempotency_key_reused, it never answers it with the first's answer.
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same content. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      // By key alone: a default sort would turn each value into text (and throw on some).
      item && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : item,
    ) ?? ''
  );
}

export function createAttemptKeys(newKey: () => string): AttemptKeys {
  const pending = new Map<string, string>();
  return {
    keyFor(content) {
      const hash = contentHash(content);
      const key = pending.get(hash) ?? newKey();
      // Inserted last, so the oldest attempt is the Map's first entry.
      pending.delete(hash);
      pending.set(hash, key);
      if (pending.size > ATTEMPT_KEYS_MAX) pending.delete(pending.keys().next().value!);
      return key;
    },
    settle(content) {
      pending.delete(contentHash(content));
    },
  };
}

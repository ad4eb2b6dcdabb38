/**
 * A fixed-window request counter per client, in memory. Enough for one reference server; a
 * provider running several servers would keep it in their shared store.
 */
export interface RateLimiter {
  /** Counts a request; returns the seconds to wait when over the limit, else 0. */
  hit(client: string, now?: number): number;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(client, now = Date.now()) {
      let entry = windows.get(client);
      if (!entry || now - entry.start >= windowMs) {
        entry = { start: now, count: 0 };
        windows.set(client, entry);
        // Forget old windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) for (const [key, value] of windows) if (now - value.start >= windowMs) windows.delete(key);
      }
      entry.count += 1;
      return entry.count > limit ? Math.ceil((entry.start + windowMs - now) / 1000) : 0;
    },
  };
}

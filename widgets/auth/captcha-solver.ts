/**
 * Solves the local proof-of-work captcha in a worker (captcha-worker.ts), so the page stays
 * responsive while it searches. Where no worker can start (the widget's scripts come from
 * another origin than the page, or the page's CSP refuses workers) the same search runs on the
 * page: each hash is awaited, so it still never holds the main thread for long.
 */
import type { CaptchaChallenge } from '../../src/api/schemas/auth.schema';
import { searchChallenge } from './captcha-search';

type Digest = (text: string) => Promise<string>;

/** The token for /api/auth/captcha/verify, or null when no number matches (a broken challenge). */
export function solveChallenge(challenge: CaptchaChallenge, digest?: Digest, signal?: AbortSignal): Promise<string | null> {
  // A given digest is a test's: it can only run here.
  if (digest) return searchChallenge(challenge, digest, signal);
  return solveInWorker(challenge, signal) ?? searchChallenge(challenge, undefined, signal);
}

/** The search in a worker; null when none can be made (then the caller searches on the page). */
function solveInWorker(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string | null> | null {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module', name: 'rad-captcha' });
  } catch {
    return null; // no Worker (an old browser, node) or a cross-origin script URL
  }
  return new Promise((resolve) => {
    const finish = (token: string | null) => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      resolve(token);
    };
    const abort = () => finish(null);
    worker.addEventListener('message', (event: MessageEvent<string | null>) => finish(event.data));
    // The worker failed to load (a CSP without worker-src for it, a missing file): search here.
    worker.addEventListener('error', () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      resolve(searchChallenge(challenge, undefined, signal));
    });
    signal?.addEventListener('abort', abort, { once: true });
    worker.postMessage(challenge);
  });
}

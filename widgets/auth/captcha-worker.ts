/**
 * The captcha search off the page's main thread: up to 1,000,000 hashes (20,000 with the demo's
 * settings) would otherwise share the thread with the patient's typing and the screen reader.
 * One challenge in, its token (or null) out. Built as a chunk of its own (rollup.config.mjs
 * `workerChunks`).
 */
import type { CaptchaChallenge } from '../../src/api/schemas/auth.schema';
import { searchChallenge } from './captcha-search';

self.addEventListener('message', (event: MessageEvent<CaptchaChallenge>) => {
  void searchChallenge(event.data).then(
    (token) => self.postMessage(token),
    () => self.postMessage(null),
  );
});

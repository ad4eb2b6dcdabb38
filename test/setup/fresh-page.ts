/**
 * The dom test files share one happy-dom page per worker (test/vitest.config.ts, `isolate:
 * false`): before each file, the page is made as a fresh one would be, so no file sees what an
 * earlier one left (cookies, storage, the address, elements in the document).
 */
import { beforeAll } from 'vitest';

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';
/** happy-dom's address for a new page in vitest. */
const START_URL = 'http://localhost:3000/';

beforeAll(() => {
  const paths = new Set(['/', location.pathname]);
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (!name) continue;
    for (const path of paths) document.cookie = `${name}=; expires=${EXPIRED}; path=${path}`;
    document.cookie = `${name}=; expires=${EXPIRED}`;
  }
  localStorage.clear();
  sessionStorage.clear();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(START_URL);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

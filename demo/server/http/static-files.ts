/**
 * The widget build and the demo pages as files, by @hono/node-server's serveStatic: it refuses
 * `..`, encoded and backslash paths, lists no folder, and answers the `.br` or `.gz` the build
 * wrote beside a file when the browser accepts it (rollup.config.mjs, "precompressed"). hono's
 * etag() makes the revalidation a 304. What the library has no option for is kept here: the
 * cache lifetime per file name, and dotfiles.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/** Rollup's chunk names carry a hash of their content (`chunks/runtime-CujQbN3y.js`). */
const HASHED_CHUNK = /^chunks\/[\w.-]+-[A-Za-z0-9_-]{8}\.js(\.map)?$/;

/**
 * The caching a CDN should use for a file of the widget build (README "Embedding"): a hashed chunk
 * never changes under its name, so it is cached for a year and never revalidated; the loader and
 * the entries keep their names across releases, so they are revalidated on every use (ETag): a
 * stale loader after a rebuild costs an afternoon of confusion.
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED_CHUNK.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A `.env` or `.git` left in a served folder is nobody's business; serveStatic would answer it. */
const DOTFILE = /(^|\/)\./;

/**
 * Files under `root` for the route `${prefix}/*` (e.g. `/widgets`). A miss goes on to the app's
 * other routes and its 404 outside the ETag and the cache lifetime, which are the files' alone.
 */
export function staticFiles(root: string, prefix: string): MiddlewareHandler {
  // Made on first use: serveStatic complains at once about a missing folder, and the unit tests
  // build apps before `npm run build` has made dist/.
  let files: MiddlewareHandler | undefined;
  // etag() hashes what is sent, so each encoding has its own validator.
  const validated = etag();
  return async (c, next) => {
    const relativePath = c.req.path.slice(prefix.length + 1);
    if (DOTFILE.test(relativePath)) return next();
    let missed = false;
    await validated(c, async () => {
      files ??= serveStatic({ root, precompressed: true, rewriteRequestPath: (requestPath) => requestPath.slice(prefix.length) });
      const found = await files(c, async () => {
        missed = true;
      });
      if (found) c.res = found;
    });
    if (missed) return next();
    // On the 304 too: a revalidated copy keeps its lifetime.
    c.res.headers.set('Cache-Control', cacheControlFor(relativePath));
  };
}

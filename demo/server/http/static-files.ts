import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { compressed, isCompressible, preferredEncoding } from './compression';

/** The types the widget build and the demo pages contain; anything else is a download. */
const MIME_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Resolves a request path below `root`, or undefined when it would leave it (`..`, an encoded
 * slash trick, a NUL byte). Decoding happens before the check, not after.
 */
export function resolveInside(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === base || file.startsWith(base + path.sep) ? file : undefined;
}

/** Rollup's chunk names carry a hash of their content (`chunks/runtime-CujQbN3y.js`). */
const HASHED_CHUNK = /^chunks\/[\w.-]+-[A-Za-z0-9_-]{8}\.js(\.map)?$/;

/**
 * The caching a CDN should use for a file of the widget build (README "Embedding"): a hashed chunk
 * never changes under its name, so it is cached for a year and never revalidated; the loader and
 * the entries keep their names across releases, so they are revalidated on every use (ETag).
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED_CHUNK.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves files under `root` for a route mounted at `prefix` (e.g. `/widgets`). Answers undefined
 * for anything missing so the app's 404 handler answers. Everything but hashed chunks is
 * revalidated every time (ETag): the loader file name is stable, and a stale loader after a
 * rebuild costs an afternoon of confusion.
 */
export async function serveFile(c: Context, root: string, prefix: string): Promise<Response | undefined> {
  const pathname = new URL(c.req.url).pathname;
  if (!pathname.startsWith(`${prefix}/`)) return undefined;
  const relativePath = pathname.slice(prefix.length + 1);
  const file = resolveInside(root, relativePath);
  if (!file) return undefined;
  let info;
  try {
    info = await stat(file);
  } catch {
    return undefined;
  }
  if (!info.isFile()) return undefined;
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const type = contentTypeFor(file);
  const compressible = isCompressible(type, info.size);
  const encoding = compressible ? preferredEncoding(c.req.header('Accept-Encoding')) : undefined;
  // Each encoding is its own representation, with its own validator.
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControlFor(relativePath));
  c.header('Content-Type', type);
  if (compressible) c.header('Vary', 'Accept-Encoding', { append: true });
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  if (!encoding) return c.body(await readFile(file));
  c.header('Content-Encoding', encoding);
  return c.body(await compressed(file, version, encoding, () => readFile(file)));
}

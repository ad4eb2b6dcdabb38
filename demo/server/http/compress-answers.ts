/**
 * Compressed JSON and HTML answers. The widgets' first requests are text: the dictionary alone is
 * about 60 KB of JSON, the portal page carries the settings and dictionaries inline, and a phone
 * on a mobile network waits for every byte (static files have their own cached compression in
 * compression.ts). Encoded per answer with fast settings: these bodies are small and change.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { MIN_COMPRESSED_BYTES, preferredEncoding, type Encoding } from './compression';

const DYNAMIC_TEXT = /^(application\/json|text\/html)\b/i;

const ENCODE: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (data) => promisify(gzip)(data, { level: 6 }),
};

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!DYNAMIC_TEXT.test(res.headers.get('Content-Type') ?? '')) return;
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (!encoding) return;
    const headers = new Headers(c.res.headers);
    const data = Buffer.from(await res.arrayBuffer());
    let body: Buffer = data;
    if (data.length >= MIN_COMPRESSED_BYTES) {
      body = await ENCODE[encoding](data);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers });
  };
}

/**
 * Compressed answers for the static files: the widget chunks are text (the runtime chunk is about
 * 300 KB raw, 95 KB gzip), and a provider serves them compressed from any CDN. Served raw, a phone
 * on a slow network waits for three times the bytes, and Lighthouse measures that instead.
 * Each file is compressed once per version (its ETag) and kept in memory.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// zlib answers Buffer<ArrayBufferLike>; its memory is a plain ArrayBuffer, which is what a body takes.
type Body = Buffer<ArrayBuffer>;
const ENCODERS = {
  br: async (data: Buffer) => (await promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })) as Body,
  gzip: async (data: Buffer) => (await promisify(gzip)(data, { level: 9 })) as Body,
};
export type Encoding = keyof typeof ENCODERS;

/** Text types; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;
/** Below this, headers and the encoder's overhead eat the saving. */
export const MIN_COMPRESSED_BYTES = 1024;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESSED_BYTES && COMPRESSIBLE.test(contentType);
}

/** The best encoding an `Accept-Encoding` header allows: `br`, then `gzip`; none when neither is (or `q=0`). */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

const cache = new Map<string, { version: string; body: Promise<Body> }>();

/** `data` (the file at `file`, version `version`) encoded; computed once per file, encoding and version. */
export function compressed(file: string, version: string, encoding: Encoding, data: () => Promise<Buffer>): Promise<Body> {
  const key = `${encoding}:${file}`;
  const hit = cache.get(key);
  if (hit?.version === version) return hit.body;
  const body = data().then(ENCODERS[encoding]);
  cache.set(key, { version, body });
  body.catch(() => cache.delete(key)); // a failed read is retried by the next request
  return body;
}

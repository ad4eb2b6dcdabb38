/**
 * A multipart upload read as it arrives (@fastify/busboy): the file part reaches `onFile` as a
 * stream, so a 10 MB scan goes to the file store a chunk at a time instead of sitting in memory as
 * the request body, then as a parsed form, then as a copy (what `c.req.parseBody()` costs).
 * One file part (`file`) and a few short fields; anything more is ignored or refused.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import { ApiError } from '../../http/errors';

export interface ReceivedForm<T> {
  fields: ReadonlyMap<string, string>;
  /** What `onFile` made of the `file` part; null when the form had none. */
  file: T | null;
}

const notMultipart = () => new ApiError(400, 'The upload must be multipart/form-data', 'invalid_request');

/**
 * Reads the form; `onFile(name, bytes)` must consume `bytes`. When it throws, reading stops and its
 * error is the answer; when it succeeded and the form then fails, `abandon(result)` undoes it.
 */
export function receiveMultipart<T>(
  request: Request,
  onFile: (fileName: string, bytes: AsyncIterable<Uint8Array>) => Promise<T>,
  abandon: (result: T) => Promise<void>,
): Promise<ReceivedForm<T>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) return Promise.reject(notMultipart());
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 8, parts: 9, fieldNameSize: 64, fieldSize: 1024, headerPairs: 16 },
    });
  } catch {
    return Promise.reject(notMultipart());
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let file: Promise<T> | null = null;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      if (file) void file.then(abandon, () => undefined);
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (name, stream, fileName) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      file = onFile(fileName, stream);
      file.catch(fail);
    });
    parser.on('finish', () => {
      void (file ?? Promise.resolve(null)).then((result) => {
        if (settled) {
          if (result !== null) void abandon(result);
          return;
        }
        settled = true;
        resolve({ fields, file: result });
      }, fail);
    });
    parser.on('error', () => fail(notMultipart()));
    source.on('error', (error) => fail(error instanceof ApiError ? error : notMultipart()));
    source.pipe(parser);
  });
}

/** The first `limit` bytes of a stream in one buffer (less when it is shorter), and the rest to read on. */
export async function readHead(
  source: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<{ head: Uint8Array; rest: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const next = await iterator.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts, length);
  return {
    head,
    rest: {
      [Symbol.asyncIterator]: () => iterator,
    },
  };
}

/** The head, then what is left. */
export async function* joined(head: Uint8Array, rest: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  if (head.length) yield head;
  yield* rest;
}

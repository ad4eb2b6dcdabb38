/**
 * One multipart upload with progress, by XMLHttpRequest: fetch has no upload progress over
 * HTTP/1.1 (request streams need HTTP/2), and a patient sending a 10 MB scan on a phone must see
 * it move. It keeps the rules of src/api/client.ts by hand, since ky is not in the path: cookies
 * (`withCredentials`), the embedded flag, an idempotency key on POST (the same when the same file
 * is sent again after a failure, as for every create), 401 → log out, the answer checked by its
 * schema, and every failure turned into the same ApiError the rest uses.
 */

/** The uploads' own attempts (src/api/attempt-keys.ts): the same file sent again is the same attempt. */
const attempts = createAttemptKeys(randomKey);

/** What identifies an upload's content without reading the file: its name, size and type, and the other fields. */
function contentOf(method: string, path: string, body: FormData): string {
  const fields = [...body.entries()].map(([name, value]) =>
    typeof value === 'string' ? `${name}=${value}` : `${name}=${value.name}:${value.size}:${value.type}`,
  );
  return `${method} ${path} ${fields.join('&')}`;
}
import * as v from 'valibot';
import { createAttemptKeys } from '../api/attempt-keys';
import { EMBEDDED_HEADER, IDEMPOTENCY_HEADER, isEmbedded, randomKey, settles } from '../api/client';
import { ApiError, messageKeyForStatus, parseErrorBody } from '../api/errors';

export interface UploadTransport {
  /** The API root (the element's api-base); empty for the page's origin. */
  apiBase: string;
  /** Called on a 401, as the shared client does (the widgets log out). */
  onUnauthorized: () => void;
  /** Tests inject a stand-in; default the browser's XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

export interface MultipartRequest<S extends v.GenericSchema> {
  method: 'POST' | 'PUT';
  /** Relative to the API root, without a leading slash. */
  path: string;
  body: FormData;
  schema: S;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function apiUrl(apiBase: string, path: string): string {
  const root = new URL(apiBase || '/', location.href);
  if (!root.pathname.endsWith('/')) root.pathname += '/';
  return new URL(path, root).href;
}

export function sendMultipart<S extends v.GenericSchema>(transport: UploadTransport, call: MultipartRequest<S>): Promise<v.InferOutput<S>> {
  return new Promise((resolve, reject) => {
    if (call.signal?.aborted) {
      reject(new ApiError('aborted', 'error.request_failed'));
      return;
    }
    const xhr = transport.createRequest?.() ?? new XMLHttpRequest();
    xhr.open(call.method, apiUrl(transport.apiBase, call.path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(EMBEDDED_HEADER, isEmbedded(transport.apiBase || null) ? '1' : '0');
    const content = call.method === 'POST' ? contentOf(call.method, call.path, call.body) : null;
    if (content) xhr.setRequestHeader(IDEMPOTENCY_HEADER, attempts.keyFor(content));
    // Forgotten once an answer says what happened; kept when the upload may have been stored.
    const settle = (error?: unknown) => {
      if (content && (error === undefined || (error instanceof ApiError && settles(error)))) attempts.settle(content);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) call.onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    call.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => call.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      void answerOf(xhr, transport, call.schema).then(
        (answer) => {
          settle();
          resolve(answer);
        },
        (error: unknown) => {
          settle(error);
          reject(error);
        },
      );
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('network', 'error.network'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new ApiError('aborted', 'error.request_failed'));
    };
    xhr.send(call.body);
  });
}

async function answerOf<S extends v.GenericSchema>(xhr: XMLHttpRequest, transport: UploadTransport, schema: S): Promise<v.InferOutput<S>> {
  if (xhr.status === 401) transport.onUnauthorized();
  if (xhr.status < 200 || xhr.status >= 300) {
    throw new ApiError('http', messageKeyForStatus(xhr.status), xhr.status, await parseErrorBody(xhr.responseText));
  }
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    throw new ApiError('malformed', 'error.malformed_response');
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError('malformed', 'error.malformed_response', undefined, undefined, parsed.issues[0]?.message);
  return parsed.output;
}

/**
 * The one HTTP client of the runtime (ky) and the one way to call it. Everything that talks to the
 * API goes through `createApiClient` (base URL, cookies, 401 rule, retries, the embedded and
 * idempotency headers) and, for an answer it reads, through `request()` (schema check, error
 * mapping, and an idempotency key per attempt's content, so a patient's manual retry of the same
 * form is answered by the server instead of creating twice), so those rules hold for every call
 * and are written once.
 */
import ky, { isHTTPError, type KyInstance, type RetryOptions } from 'ky';
import * as v from 'valibot';
import { canonicalJson, createAttemptKeys, type AttemptKeys } from './attempt-keys';
import { ApiError, outcomeUnknown, toApiError } from './errors';

/** The one path whose 401 means "not signed in yet" rather than "your session ended". */
export const AUTHENTICATED_PATH = '/api/authenticated';

/** Idempotent methods only: a retried POST could book twice (docs/rules.md#booking-idempotent-create). */
export const RETRY_METHODS = ['get', 'head', 'put', 'delete', 'options'] as const;

/** Methods that change something: they carry the embedded flag and, when they create, an idempotency key. */
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEYED_METHODS = new Set(['POST', 'PATCH']);

export const EMBEDDED_HEADER = 'X-Rad-Embedded';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface ApiClientOptions {
  /** Absolute base of the API, e.g. `https://api.provider.example`; page origin when empty. */
  baseUrl: string;
  /** Called when a call other than /api/authenticated answers 401. */
  onUnauthorized: () => void;
  /** Injected in tests; defaults to the page's fetch at call time (so stubs apply). */
  fetch?: typeof globalThis.fetch;
  retryLimit?: number;
  /** Back-off between retries; tests pass () => 0. */
  retryDelay?: (attempt: number) => number;
  timeoutMs?: number;
  /** Whether the widget runs in another site's frame or calls another origin; defaults to `isEmbedded(baseUrl)`. */
  embedded?: () => boolean;
  /** A fresh idempotency key; tests pass a counter. */
  newIdempotencyKey?: () => string;
}

export function isAuthenticatedPath(url: string): boolean {
  try {
    return new URL(url, 'http://x').pathname.replace(/\/+$/, '') === AUTHENTICATED_PATH;
  } catch {
    return false;
  }
}

/**
 * A widget inside another site's frame, or calling an API of another origin, asks for a cookie
 * that survives blocked third-party cookies (SameSite=None; Partitioned): see API.md "Session".
 */
export function isEmbedded(apiBase: string | null): boolean {
  if (typeof window === 'undefined') return false;
  let framed = false;
  try {
    framed = window.top !== window.self;
  } catch {
    framed = true; // reading top across origins throws: we are framed
  }
  if (framed) return true;
  try {
    return apiBase ? new URL(apiBase, location.href).origin !== location.origin : false;
  } catch {
    return false;
  }
}

/** A random UUID v4; `crypto.randomUUID` exists only in secure contexts (not on a plain-http intranet page). */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Each client's unsettled attempts (src/api/attempt-keys.ts); a client made elsewhere shares one set. */
const attemptKeys = new WeakMap<KyInstance, AttemptKeys>();
const sharedAttempts = createAttemptKeys(randomKey);

export function createApiClient(options: ApiClientOptions): KyInstance {
  const fetchAtCallTime: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const embedded = options.embedded ?? (() => isEmbedded(options.baseUrl));
  const newKey = options.newIdempotencyKey ?? randomKey;
  const client = ky.create({
    // A trailing slash keeps a base with a path (https://host/portal-api/) from losing its last segment.
    prefixUrl: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    // Sessions are cookies of the API's origin, also when the widget sits on a CMS page.
    credentials: 'include',
    fetch: fetchAtCallTime,
    timeout: options.timeoutMs ?? 20_000,
    retry: {
      limit: options.retryLimit ?? 2,
      methods: [...RETRY_METHODS],
      ...(options.retryDelay ? { delay: options.retryDelay } : {}),
    },
    headers: { accept: 'application/json' },
    hooks: {
      // ky runs these once per call, before its retries: a retried create keeps its key.
      beforeRequest: [
        (request, call) => {
          if (!CHANGING_METHODS.has(request.method)) return; // GETs stay simple requests (no CORS preflight)
          // An unload-time call (the kiosk's logout) stays a simple request too: it has no session to
          // create and nothing to book, and a keepalive request that needs a preflight may not be sent.
          if (call.keepalive || request.keepalive) return;
          // Sign-ins set the session cookie: embedded, the server makes it SameSite=None; Partitioned.
          request.headers.set(EMBEDDED_HEADER, embedded() ? '1' : '0');
          // A create carries an idempotency key so a retry cannot book twice (docs/rules.md#booking-idempotent-create).
          if (KEYED_METHODS.has(request.method) && !request.headers.has(IDEMPOTENCY_HEADER)) {
            request.headers.set(IDEMPOTENCY_HEADER, newKey());
          }
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && !isAuthenticatedPath(request.url)) options.onUnauthorized();
        },
      ],
    },
  });
  attemptKeys.set(client, createAttemptKeys(newKey));
  return client;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type AnySchema = v.GenericSchema;

export interface RequestOptions<S extends AnySchema> {
  /** Defaults to `get`. */
  method?: Method;
  /** Relative to the API base, without a leading slash: `api/config`. */
  path: string;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  /** Extra request headers (a referrer's `X-Api-Key`). */
  headers?: Record<string, string>;
  /** The answer's schema: anything else is an `error.malformed_response`, never passed on. */
  schema: S;
  signal?: AbortSignal;
  /**
   * A POST or PATCH that is safe to repeat (the server answers a repeated idempotency key with the
   * first answer): retried like a GET, with the same key on every attempt.
   */
  idempotent?: boolean;
}

/** The server's answer to a repeated key whose first request has not finished (API.md). */
export const IDEMPOTENCY_IN_PROGRESS = 'idempotency_request_in_progress';

/**
 * A create the server deduplicates by its key may be sent again: after a network error, a
 * 5xx, a time-out (the first may have gone through: the repeat gets its answer) and a 409 saying
 * the first is still running. Any other 4xx is an answer, not a failure to retry.
 */
function idempotentRetry(method: string): RetryOptions {
  return {
    methods: [...RETRY_METHODS, method],
    retryOnTimeout: true,
    shouldRetry: async ({ error }) => {
      if (!isHTTPError(error) || error.response.status !== 409) return undefined;
      const body = (await error.response
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      return body?.code === IDEMPOTENCY_IN_PROGRESS ? true : undefined;
    },
  };
}

export interface ApiAnswer<T> {
  data: T;
  /** The answer's final URL, to resolve root-relative links of the API against. */
  url: string;
}

/**
 * Whether a failed attempt's outcome is known: the server refused it (a 4xx it keeps under the key,
 * so the same key would only replay the refusal). After a network failure, a time-out, a 5xx, an
 * unreadable answer or "still running" the work may have been done: the key stays for the retry.
 */
export function settles(error: ApiError): boolean {
  if (outcomeUnknown(error)) return false;
  return !(error.status === 409 && (error.body as { code?: unknown } | undefined)?.code === IDEMPOTENCY_IN_PROGRESS);
}

/** `request()` with the answer's URL. */
export async function requestWithUrl<S extends AnySchema>(
  api: KyInstance,
  options: RequestOptions<S>,
): Promise<ApiAnswer<v.InferOutput<S>>> {
  const method = options.method ?? 'get';
  const attempts = attemptKeys.get(api) ?? sharedAttempts;
  // A create's key belongs to what it sends: a manual retry of the same form repeats its first key.
  const content = KEYED_METHODS.has(method.toUpperCase())
    ? `${method} ${options.path} ${canonicalJson(options.searchParams ?? {})} ${canonicalJson(options.json)}`
    : null;
  const headers = { ...options.headers, ...(content === null ? {} : { [IDEMPOTENCY_HEADER]: attempts.keyFor(content) }) };
  try {
    const response = await api(options.path, {
      method,
      headers,
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.idempotent ? { retry: idempotentRetry(method) } : {}),
    });
    const body: unknown = await response.json();
    const parsed = v.safeParse(options.schema, body);
    if (!parsed.success) throw malformed(parsed.issues);
    if (content !== null) attempts.settle(content);
    return { data: parsed.output, url: response.url };
  } catch (error) {
    const apiError = await toApiError(error);
    if (content !== null && settles(apiError)) attempts.settle(content);
    throw apiError;
  }
}

/**
 * The one way to call the API and read its answer: the answer checked by `schema`, and every
 * failure (HTTP status, network, abort, malformed answer) turned into an ApiError.
 */
export async function request<S extends AnySchema>(api: KyInstance, options: RequestOptions<S>): Promise<v.InferOutput<S>> {
  return (await requestWithUrl(api, options)).data;
}

/**
 * Says where the answer went wrong, for the developer's console: the field and the expected type,
 * never the value received (it may be personal data) nor the path (it may hold a booking key).
 */
function malformed(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const issue = issues[0];
  const field = ['answer', ...(issue?.path ?? []).map((item) => String(item.key))].join('.');
  return new ApiError(
    'malformed',
    'error.malformed_response',
    undefined,
    undefined,
    `${field}: expected ${issue?.expected ?? 'another shape'}`,
  );
}

/** Resolves the API base: the element's attribute, else the page's `<meta name="rad-api-base">`, else the page origin. */
export function resolveApiBase(attribute?: string | null): string {
  const fromAttribute = attribute?.trim();
  if (fromAttribute) return fromAttribute;
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="rad-api-base"]')?.content.trim();
    if (meta) return meta;
  }
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

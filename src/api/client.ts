/**
 * The one HTTP client of the runtime (ky). Everything that talks to the API goes through
 * `createApiClient`, so the 401 rule, retries and error mapping hold for every call.
 */
import ky, { type KyInstance } from 'ky';

/** The one path whose 401 means "not signed in yet" rather than "your session ended". */
export const AUTHENTICATED_PATH = '/api/authenticated';

/** Idempotent methods only: a retried POST could book twice (GUIDE §5). */
export const RETRY_METHODS = ['get', 'head', 'put', 'delete', 'options'] as const;

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
}

export function isAuthenticatedPath(url: string): boolean {
  try {
    return new URL(url, 'http://x').pathname.replace(/\/+$/, '') === AUTHENTICATED_PATH;
  } catch {
    return false;
  }
}

export function createApiClient(options: ApiClientOptions): KyInstance {
  const fetchAtCallTime: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  return ky.create({
    // A trailing slash keeps a base with a path (https://host/portal-api/) from losing its last segment.
    baseUrl: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
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
      afterResponse: [
        ({ request, response }) => {
          if (response.status === 401 && !isAuthenticatedPath(request.url)) options.onUnauthorized();
        },
      ],
    },
  });
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

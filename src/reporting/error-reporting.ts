/**
 * Error reporting wired in by the configured DSN (`integration.sentryDSN`).
 *
 * The Sentry SDK is a heavy part that loads on demand (README.md#architecture-in-a-few-lines): it is imported dynamically, so
 * it is a separate chunk fetched only when a DSN is configured. Every event and breadcrumb goes
 * through the scrubbers first (docs/rules.md#privacy-error-reports); no data collection, no session replay, no tracing, no sessions.
 */
import type { BrowserOptions } from '@sentry/browser';
import { scrubBreadcrumb, scrubEvent } from './scrub';

type SentryModule = typeof import('./sentry-sdk');

export interface ErrorReportingOptions {
  /** integration.sentryDSN; empty means no error reporting and no SDK download. */
  dsn: string | null | undefined;
  release?: string;
  environment?: string;
}

/**
 * Default integrations we keep. Dropped: Console (console output as breadcrumbs), HttpContext (page
 * URL with query, referrer and headers), BrowserSession (session tracking), CultureContext (locale
 * and time zone) and any default a future SDK adds.
 */
export const KEPT_INTEGRATIONS: ReadonlySet<string> = new Set([
  'EventFilters',
  'FunctionToString',
  'BrowserApiErrors',
  'Breadcrumbs',
  'GlobalHandlers',
  'LinkedErrors',
  'Dedupe',
]);

/** Sentry's `dataCollection`: no user info, cookies, headers, bodies, query strings, variables or source lines. */
export const NO_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  frameContextLines: 0,
} satisfies NonNullable<BrowserOptions['dataCollection']>;

/** The options given to Sentry's `init` (exported for the test that runs the real SDK). */
export function sentryOptions(options: ErrorReportingOptions): BrowserOptions {
  return {
    dsn: options.dsn?.trim() || undefined,
    release: options.release,
    environment: options.environment,
    // Sentry 11 replaced `sendDefaultPii` with `dataCollection`, whose defaults collect
    // everything: turn every kind off (the scrubbers still run on what remains).
    dataCollection: NO_DATA_COLLECTION,
    maxBreadcrumbs: 30,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    integrations: (defaults) => defaults.filter((integration) => KEPT_INTEGRATIONS.has(integration.name)),
  };
}

let sentry: SentryModule | null = null;
let starting: Promise<void> | null = null;

/**
 * Starts error reporting once; later calls return the first call's promise. Resolves at once,
 * without loading anything, when the DSN is empty.
 */
export function startErrorReporting(options: ErrorReportingOptions): Promise<void> {
  const dsn = options.dsn?.trim() ?? '';
  if (!dsn) return Promise.resolve();
  if (starting) return starting;
  starting = import('./sentry-sdk')
    .then((module) => {
      module.init(sentryOptions({ ...options, dsn }));
      sentry = module;
    })
    .catch((error: unknown) => {
      starting = null; // a failed chunk load may be retried by a later call
      console.error('[rad-widgets] error reporting could not start', error);
    });
  return starting;
}

/**
 * Reports an error: to Sentry once started (after scrubbing), else to the console only. `context`
 * goes as `extra` and is scrubbed like the rest; pass no personal data anyway.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  const capture = (module: SentryModule) => module.captureException(error, context ? { extra: context } : undefined);
  if (sentry) {
    capture(sentry);
    return;
  }
  console.error(error);
  if (starting) void starting.then(() => sentry && capture(sentry));
}

/**
 * The reference server as a value: `createApp` builds the Hono app around a database (tests call
 * `app.request()` without a socket). It mounts each feature (`features/<area>/routes.ts`) at its
 * prefix, after the shared request pipeline (http/pipeline.ts); nothing else happens here.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env';
import type { Db } from './db/db';
import { appointmentRoutes } from './features/appointments/routes';
import { temporaryDocumentRoutes } from './features/attachments/routes';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './features/attachments/upload-limits';
import type { FileStore } from './features/file-store/file-store';
import { postgresFileStore } from './features/file-store/postgres-file-store';
import { assetRoutes } from './features/assets/routes';
import { authRoutes } from './features/auth/routes';
import { bookingRequestRoutes } from './features/booking-requests/routes';
import { bookingRoutes } from './features/booking/routes';
import { checkInRoutes } from './features/check-in/routes';
import { chatBookingRequestRoutes, chatDemoRoutes } from './features/chat/routes';
import { configRoutes } from './features/config/routes';
import { denyMessageRoutes } from './features/deny-messages/routes';
import { errorReportRoutes } from './features/error-reports/routes';
import { healthRoutes } from './features/health/routes';
import { i18nRoutes } from './features/i18n/routes';
import { imageViewerRoutes } from './features/image-viewer/routes';
import { demoPacsRoutes } from './features/image-viewer/viewer-page';
import { reportFeedbackRoutes } from './features/report-feedback/routes';
import { notificationRoutes } from './features/notifications/routes';
import { reminderDevRoutes } from './features/notifications/reminder-routes';
import { outboxApiRoutes, outboxPageRoutes } from './features/outbox/routes';
import { hostPageRoutes } from './features/pages/routes';
import { openApiRoutes } from './features/openapi/routes';
import { staticRoutes } from './features/pages/static-routes';
import { patientDetailsRoutes, patientLookupRoutes } from './features/patient-details/routes';
import { questionnaireRoutes } from './features/questionnaires/routes';
import { resultRoutes } from './features/results/routes';
import { sharingRoutes } from './features/sharing/routes';
import { unsubscribeRoutes } from './features/unsubscribe/routes';
import { sessionRoutes } from './features/session/routes';
import type { DevRoutesMode } from './http/dev-access';
import { notFound, onError, reportToStderr } from './http/errors';
import { applyPipeline, devRoutesMode } from './http/pipeline';
import { providerLookup } from './provider-lookup';
import type { RequestLogger } from './http/request-log';
import { DEFAULT_MESSAGES_DIR, DEFAULT_PAGES_DIR, DEFAULT_PUBLIC_ORIGIN, DEFAULT_WIDGETS_DIR } from './paths';

/** The version the OpenAPI document names: the package's (the widgets and this server ship together). */
const API_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface AppOptions {
  db: Db;
  /** The rollup output served at /widgets/; default `<repo>/dist`. */
  widgetsDir?: string;
  /** Served at /demo/; default `demo/pages`. */
  pagesDir?: string;
  /** The primary dictionaries; default `src/i18n/messages`. */
  messagesDir?: string;
  /**
   * Origins whose pages may call /api with credentials (a CMS on another domain); they may also
   * frame the pages under /iframe.
   */
  allowedOrigins?: readonly string[];
  /** 'json' (default): one line per request on stdout; 'silent'; or a function (tests). */
  log?: 'json' | 'silent' | RequestLogger;
  /** Where 5xx errors go, with their stack; default stderr. */
  reportError?: (error: unknown, requestId: string | undefined) => void;
  /**
   * The development routes (outbox, error-report listing): 'loopback' (default) answers only
   * requests from this machine; true/'on' everyone; false/'off' mounts none.
   */
  devRoutes?: boolean | DevRoutesMode;
  /** Proxies whose X-Forwarded-For/-Proto are believed (TRUSTED_PROXIES): addresses or CIDR ranges. */
  trustedProxies?: string | readonly string[];
  /**
   * The portal's public origin, for links in e-mails and SMS (PUBLIC_ORIGIN); default
   * DEFAULT_PUBLIC_ORIGIN, the demo's own address. A trailing slash is dropped.
   */
  publicOrigin?: string;
  /** Bearer token that makes a request staff (e-mail preview with real references); unset: none. */
  staffToken?: string;
  /** Requests per client to /api/auth/* per 10 minutes; tests that sign in many times raise it. */
  authRateLimit?: number;
  /** Where uploaded files live; default the database itself (features/file-store/postgres-file-store.ts). */
  files?: FileStore;
  /** Per-booking quotas and upload rates; each unset number keeps its default (DEFAULT_UPLOAD_LIMITS). */
  uploadLimits?: Partial<UploadLimits>;
  /** The issuer of the demo's own work-account identity provider, once it runs (integration.workAccount.authority 'local'). */
  workAccountIssuer?: () => string | undefined;
  /** True once the server is stopping: readiness answers 503 (startServer's drain). */
  draining?: () => boolean;
  /** The demo image viewer's origin (its own port, started by startServer); unset: no demo viewer links. */
  demoViewerOrigin?: () => string | undefined;
  /** VIEWER_LINK_KEY: the key viewer links are signed with (≥ 32 bytes, base64 or hex); unset, one kept in the database. */
  viewerLinkKey?: string;
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    widgetsDir: options.widgetsDir ?? DEFAULT_WIDGETS_DIR,
    pagesDir: options.pagesDir ?? DEFAULT_PAGES_DIR,
    messagesDir: options.messagesDir ?? DEFAULT_MESSAGES_DIR,
    allowedOrigins: options.allowedOrigins ?? [],
    publicOrigin: (options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN).replace(/\/+$/, ''),
    ...(options.staffToken ? { staffToken: options.staffToken } : {}),
    workAccountIssuer: options.workAccountIssuer ?? (() => undefined),
    draining: options.draining ?? (() => false),
    demoViewerOrigin: options.demoViewerOrigin ?? (() => undefined),
    ...(options.viewerLinkKey ? { viewerLinkKey: options.viewerLinkKey } : {}),
    files: options.files ?? postgresFileStore(options.db),
    uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits },
  };
  const devRoutes = devRoutesMode(options.devRoutes) !== 'off';

  const app = new Hono<AppEnv>();
  applyPipeline(app, deps, options);
  // After the pipeline: the provider row, looked up once per request when a handler asks.
  app.use('*', providerLookup(deps.db));

  app.route('/health', healthRoutes(deps));
  app.route('/api/config', configRoutes(deps));
  app.route('/api/assets/i18n', i18nRoutes(deps));
  app.route('/api/assets/application', assetRoutes(deps));
  app.route('/api', sessionRoutes(deps));
  app.route('/api', authRoutes(deps, options.authRateLimit));
  app.route('/api', checkInRoutes(deps, options.authRateLimit));
  app.route('/api/secured/booking_requests', bookingRequestRoutes(deps));
  app.route('/api/secured/appointments', appointmentRoutes(deps));
  app.route('/api/temp_documents', temporaryDocumentRoutes(deps));
  app.route('/api/secured/sharing', sharingRoutes(deps));
  app.route('/api/secured', resultRoutes(deps));
  app.route('/api/secured/patient_details', patientDetailsRoutes(deps));
  app.route('/api/patient_details', patientLookupRoutes(deps));
  app.route('/api/secured/booking_requests', chatBookingRequestRoutes(deps));
  app.route('/api', bookingRoutes(deps));
  app.route('/api/notifications', notificationRoutes(deps));
  app.route('/api/notifications', unsubscribeRoutes(deps));
  app.route('/api', questionnaireRoutes(deps));
  app.route('/api', denyMessageRoutes(deps));
  app.route('/api/image_viewer', imageViewerRoutes(deps));
  app.route('/demo-viewer', demoPacsRoutes());
  app.route('/api/image_viewer_link', reportFeedbackRoutes(deps));
  app.route('/api', errorReportRoutes(deps, { devRoutes }));
  app.route(
    '/api',
    openApiRoutes(() => app.routes, API_VERSION),
  );
  if (devRoutes) {
    app.route('/api/dev/outbox', outboxApiRoutes(deps));
    app.route('/dev/outbox', outboxPageRoutes(deps));
    app.route('/api/dev/reminders', reminderDevRoutes(deps));
  }
  app.route('/demo/chat', chatDemoRoutes());
  app.route('/', staticRoutes(deps));
  app.route('/', hostPageRoutes(deps));

  app.notFound(notFound);
  app.onError(onError(options.reportError ?? reportToStderr));
  return app;
}

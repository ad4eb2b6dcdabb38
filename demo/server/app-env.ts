import type { Db } from './db/db';
import type { UploadLimits } from './features/attachments/upload-limits';
import type { FileStore } from './features/file-store/file-store';
import type { ClientInfoVariables } from './http/client-info';
import type { ProviderVariables } from './provider-lookup';
import type { GrantVariables } from './features/session/require-grant';
import type { RequestIdVariables } from './http/request-log';

/** Hono's typing of `c.get(…)` for this app. `grant` is set only behind `requireGrant`. */
export type AppEnv = { Variables: RequestIdVariables & ClientInfoVariables & ProviderVariables & GrantVariables };

/** What route modules need; built once by createApp. */
export interface AppDeps {
  db: Db;
  widgetsDir: string;
  pagesDir: string;
  messagesDir: string;
  /** Origins of the `allowedOrigins` option (ALLOWED_ORIGINS): CORS, and who may frame /iframe pages. */
  allowedOrigins: readonly string[];
  /** STAFF_TOKEN: the bearer token of staff tools; unset, no request is staff. */
  staffToken?: string;
  /**
   * The portal's public origin (PUBLIC_ORIGIN), without a trailing slash: every link the server
   * writes into an e-mail or SMS starts with it, never with the request's Host header, which the
   * sender chooses (issue 22 item 7). The identity provider's redirect URIs use it too.
   */
  publicOrigin: string;
  /** Where uploaded files live: every instance's shared store (features/file-store). */
  files: FileStore;
  /** Per-booking quotas and upload rates (features/attachments/upload-limits.ts). */
  uploadLimits: UploadLimits;
  /** The demo work-account identity provider's issuer while it runs (features/image-viewer/work-account). */
  workAccountIssuer: () => string | undefined;
  /** True once this instance is stopping (SIGTERM): readiness answers 503 while requests drain. */
  draining: () => boolean;
  /** The demo image viewer's own origin while it runs (features/image-viewer/viewer-page.ts). */
  demoViewerOrigin: () => string | undefined;
  /** VIEWER_LINK_KEY: the key viewer links are signed with; unset, the database's (viewer-key.ts). */
  viewerLinkKey?: string;
}

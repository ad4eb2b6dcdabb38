import type { Db } from './db/db';
import type { ClientInfoVariables } from './http/client-info';
import type { ProviderVariables } from './http/provider';
import type { GrantVariables } from './http/require-grant';
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
  /** Where attachment files live (`<DATA_DIR>/uploads`; features/attachments). */
  uploadsDir: string;
  /** The demo work-account identity provider's issuer while it runs (features/image-viewer/work-account). */
  workAccountIssuer: () => string | undefined;
  /** Where that provider keeps its keys across restarts (`<DATA_DIR>/work-account`); unset: in memory. */
  workAccountStateDir?: string;
}

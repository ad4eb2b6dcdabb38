/**
 * The demo's work-account identity provider: a real OpenID Connect provider (oidc-provider) with
 * one seeded radiologist, so the direct image link's sign-in (MSAL in the browser, ID token
 * verified by the API) runs offline and is tested end to end.
 *
 * It listens on its own HTTPS port, as a real identity provider is another site: MSAL accepts only
 * https authorities. The certificate is self-signed, made once for 127.0.0.1 and localhost (a
 * browser asks once to accept it; the tests tell Chromium to). oidc-provider is a Koa application,
 * so it runs on a plain Node server, not inside the Hono app.
 *
 * Several servers on one database are one provider: the keys, certificate and sign-in state are in
 * the database (keys.ts, db-adapter.ts), and IDP_ISSUER names the one issuer they all answer as (a
 * balancer's TLS address in front of their provider ports); the portal's pages are the redirect
 * URIs, at the public origin (PUBLIC_ORIGIN) when one is set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import type { Db } from '../../../db/db';
import { DEMO_WORK_ACCOUNT } from '../demo-data';
import { databaseAdapter } from './db-adapter';
import { loadIdpState, rememberedPort, rememberPort, type IdpState } from './keys';
import { loginPage } from './login-page';

export const OIDC_PREFIX = '/oidc';
/** The client the portal's image-viewer-access page signs in as (seed: integration.workAccount.clientId). */
export const WORK_ACCOUNT_CLIENT_ID = 'rad-image-viewer';
const MAX_FORM_BYTES = 8 * 1024;
const ACCOUNT_ID = 'rivera';

/** Stored as `integration.workAccount.authority`: "the reference server's own provider", whatever its port. */
export const LOCAL_AUTHORITY = 'local';

function accountFor(id: string) {
  if (id !== ACCOUNT_ID) return undefined;
  return {
    accountId: id,
    claims: () => ({
      sub: id,
      email: DEMO_WORK_ACCOUNT.username,
      email_verified: true,
      name: DEMO_WORK_ACCOUNT.name,
      preferred_username: DEMO_WORK_ACCOUNT.username,
    }),
  };
}

async function createProvider(db: Db, issuer: string, portalOrigin: string, state: IdpState): Promise<Provider> {
  const { default: OidcProvider } = await import('oidc-provider');
  const { privateJwks } = state.signing;
  const origin = portalOrigin;
  return new OidcProvider(issuer, {
    clients: [
      {
        client_id: WORK_ACCOUNT_CLIENT_ID,
        client_name: 'Image viewer',
        application_type: 'web',
        // A single-page app: no secret, PKCE instead.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
        redirect_uris: [`${origin}/image-viewer-access`, `${origin}/iframe/image-viewer-access`],
      },
    ],
    jwks: privateJwks,
    adapter: databaseAdapter(db),
    findAccount: (_ctx, id) => accountFor(id),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The API reads the e-mail from the ID token, so the token carries the granted claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    cookies: { keys: state.cookieKeys },
    pkce: { required: () => true },
    clientBasedCORS: () => true,
    // Seconds. Short: a radiologist signs in to open one study.
    ttl: { Interaction: 15 * 60, Session: 8 * 3600, Grant: 8 * 3600, AuthorizationCode: 60, AccessToken: 10 * 60, IdToken: 10 * 60 },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${String(out.error).replace(/[^\w .-]/g, '')}</p></main></body></html>`;
    },
  });
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/**
 * The sign-in form's policy: nothing but its own origin, and never framed (a framed sign-in form
 * invites clickjacking). A submitted form ends at the portal (the redirect URI), so form-action
 * names the portal too: the browser applies form-action to the redirects after a submission.
 */
function policy(portalOrigin: string): string {
  return `default-src 'none'; img-src 'self' data:; form-action 'self' ${portalOrigin}; frame-ancestors 'none'; base-uri 'none'`;
}

function sendHtml(res: ServerResponse, status: number, html: string, portalOrigin = ''): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': policy(portalOrigin),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/** The sign-in and consent steps oidc-provider leaves to us: a login form, then consent given for the first-party client. */
async function interaction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  page: { providerName: string; portalOrigin: string },
) {
  const { providerName, portalOrigin } = page;
  const [, uid, action] = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(path) ?? [];
  if (!uid) return sendHtml(res, 404, '<!doctype html><title>Not found</title><h1>Not found</h1>');
  const details = await provider.interactionDetails(req, res);
  if (action === 'abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The sign-in was cancelled' },
      { mergeWithLastSubmission: false },
    );
  }
  if (action === 'login' && req.method === 'POST') {
    const form = await readForm(req);
    const username = form.get('username')?.trim().toLowerCase() ?? '';
    if (username !== DEMO_WORK_ACCOUNT.username || form.get('password') !== DEMO_WORK_ACCOUNT.password) {
      return sendHtml(res, 200, loginPage({ uid, username, failed: true, providerName }), portalOrigin);
    }
    return provider.interactionFinished(req, res, { login: { accountId: ACCOUNT_ID } }, { mergeWithLastSubmission: false });
  }
  if (details.prompt.name === 'consent') {
    // Our own client, asking for the basic profile: consent is given on the person's behalf.
    const { prompt, params, session } = details;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant!.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }
  return sendHtml(res, 200, loginPage({ uid, providerName }), portalOrigin);
}

export interface RunningIdp {
  /** The authority MSAL signs in with and the issuer of its tokens: IDP_ISSUER, else `https://127.0.0.1:{port}/oidc`. */
  issuer: string;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the provider on its own HTTPS port (0: a free one). `portalOrigin` is the portal's public
 * origin: its image-viewer-access pages are the only redirect URIs. `providerName` titles the
 * sign-in page. `issuer`, when given, is the address every server's provider answers as (behind a
 * balancer); else this one's own.
 */
export async function startWorkAccountIdp(options: {
  db: Db;
  host: string;
  /** 0 or unset: the port of the last start on this machine (kept in `stateDir`) if it is free, else any free one. */
  port?: number;
  /** IDP_ISSUER: `https://…/oidc`, the same for every server behind one balancer. */
  issuer?: string;
  portalOrigin: string;
  providerName: () => Promise<string>;
  /** Where its port is remembered across restarts (`<DATA_DIR>/work-account`). */
  stateDir?: string;
}): Promise<RunningIdp> {
  const state = await loadIdpState(options.db);
  const { key, cert } = state.tls;
  // The issuer is known once the server listens (it may name the port); the provider itself is made
  // on the first request (oidc-provider is imported then), so the server's start does not pay for it.
  let issuer = '';
  let created: Promise<Provider> | undefined;
  const providerReady = () => (issuer ? (created ??= createProvider(options.db, issuer, options.portalOrigin, state)) : undefined);
  const server = createHttpsServer({ key, cert }, (req, res) => {
    void (async () => {
      try {
        const url = req.url ?? '/';
        const provider = providerReady();
        if (!provider || !(url === OIDC_PREFIX || url.startsWith(`${OIDC_PREFIX}/`) || url.startsWith(`${OIDC_PREFIX}?`))) {
          return sendHtml(res, 404, '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>');
        }
        const ready = await provider;
        const path = url.slice(OIDC_PREFIX.length) || '/';
        if (path.startsWith('/interaction/')) {
          return await interaction(ready, req, res, path.split('?')[0]!, {
            providerName: await options.providerName(),
            portalOrigin: options.portalOrigin,
          });
        }
        // oidc-provider works out its mount point from originalUrl versus url (as under Express).
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
        req.url = path;
        await ready.callback()(req, res);
      } catch (error) {
        console.error('[oidc]', error);
        if (!res.headersSent)
          sendHtml(res, 500, '<!doctype html><html lang="en"><title>Sign-in error</title><h1>Sign-in error</h1></html>');
        else res.end();
      }
    })();
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  // The issuer (and MSAL's authority) names the port: the same port as last time keeps it the same.
  const remembered = !options.port && options.stateDir ? await rememberedPort(options.stateDir) : undefined;
  const port = remembered ? await listen(remembered).catch(() => listen(0)) : await listen(options.port ?? 0);
  if (options.stateDir && remembered !== port) await rememberPort(options.stateDir, port);
  issuer = options.issuer?.replace(/\/+$/, '') || `https://${urlHost(options.host)}:${port}${OIDC_PREFIX}`;
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The work-account sign-in through @azure/msal-browser: a silent token acquisition with a popup
 * fallback. The library is ~70 KB gzip: it is imported here, on
 * demand, and only this page imports this file.
 *
 * The identity provider is any OpenID Connect authority (protocolMode OIDC, the authority's host in
 * knownAuthorities, so MSAL reads its discovery document instead of Microsoft's cloud metadata);
 * the reference server's is a local oidc-provider. The page itself is the redirect URI: MSAL 5
 * sends the answer to a "redirect bridge" page, which is this page opened without `input`
 * (`isSignInAnswer`, `completeSignIn`).
 */
import type { AccountInfo, AuthenticationResult, PublicClientApplication } from '@azure/msal-browser';
import type { SignIn, WorkAccountIdentity } from './access-flow';

export interface WorkAccountSettings {
  authority: string;
  clientId: string;
  scopes: readonly string[];
  /** This page without its query: where the provider sends its answer. */
  redirectUri: string;
}

/** MSAL's errors when a popup could not open: the sign-in then goes by redirect. */
const POPUP_BLOCKED = new Set(['popup_window_error', 'empty_window_error']);

/** Seconds before its expiry an ID token is no longer sent (the server allows 30 s of clock difference). */
const EXPIRY_MARGIN_S = 60;

/** Who an ID token and its claims name; null without a token (never send an empty one). */
function identityFrom(idToken: string | undefined, claims: object | undefined, fallbackUsername?: string): WorkAccountIdentity | null {
  if (!idToken) return null;
  const { email, preferred_username: preferred } = (claims ?? {}) as { email?: unknown; preferred_username?: unknown };
  const mail = typeof email === 'string' ? email : '';
  const username = typeof preferred === 'string' ? preferred : (fallbackUsername ?? mail);
  return { idToken, username, email: mail };
}

function identityOf(result: AuthenticationResult): WorkAccountIdentity | null {
  return identityFrom(result.idToken, result.idTokenClaims, result.account?.username);
}

/**
 * The ID token MSAL keeps with a signed-in account, while it has more than a minute to live. A
 * silent token call for the sign-in scopes alone can answer without one (a second direct link in
 * the same tab then sent an empty token), so the account's own is used first.
 */
export function cachedIdentity(account: AccountInfo, nowSeconds: number): WorkAccountIdentity | null {
  const expires = account.idTokenClaims?.exp;
  if (typeof expires !== 'number' || expires - EXPIRY_MARGIN_S <= nowSeconds) return null;
  return identityFrom(account.idToken, account.idTokenClaims, account.username);
}

export async function createMsalSignIn(settings: WorkAccountSettings): Promise<SignIn> {
  const msal = await import('@azure/msal-browser');
  const authority = new URL(settings.authority);
  const client: PublicClientApplication = new msal.PublicClientApplication({
    auth: {
      clientId: settings.clientId,
      authority: authority.href,
      knownAuthorities: [authority.host],
      OIDCOptions: { defaultScopes: [...settings.scopes] },
      redirectUri: settings.redirectUri,
    },
    // Gone with the tab: nothing of the radiologist's stays on a shared workstation.
    cache: { cacheLocation: msal.BrowserCacheLocation.SessionStorage },
    system: { protocolMode: msal.ProtocolMode.OIDC },
  });
  await client.initialize();
  // A sign-in that went by redirect comes back here: its answer is the silent result.
  const redirected = await client.handleRedirectPromise();
  const scopes = [...settings.scopes];

  return {
    async silent() {
      if (redirected?.idToken) return identityOf(redirected);
      const account = client.getActiveAccount() ?? client.getAllAccounts()[0];
      if (!account) return null;
      const cached = cachedIdentity(account, Math.floor(Date.now() / 1000));
      if (cached) return cached;
      // None, or about to expire: a fresh one without asking (the provider's session), else the
      // person signs in again (any failure here just means "ask").
      try {
        return identityOf(await client.acquireTokenSilent({ scopes, account, forceRefresh: true }));
      } catch {
        return null;
      }
    },
    async interactive() {
      try {
        const result = await client.acquireTokenPopup({ scopes });
        client.setActiveAccount(result.account);
        const identity = identityOf(result);
        if (!identity) throw new Error('the sign-in gave no ID token');
        return identity;
      } catch (error) {
        if (!(error instanceof msal.BrowserAuthError) || !POPUP_BLOCKED.has(error.errorCode)) throw error;
        // Popups blocked: the whole page goes to the provider and comes back (handleRedirectPromise above).
        await client.acquireTokenRedirect({ scopes });
        return new Promise<never>(() => {});
      }
    },
  };
}

/** True on the provider's answer page: the URL carries an authorization answer (code or error, with state). */
export function isSignInAnswer(url: URL): boolean {
  const params = new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : url.search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** On the answer page: hands the answer to the page that asked (popup) or goes back to it (redirect). */
export async function completeSignIn(): Promise<void> {
  const { broadcastResponseToMainFrame } = await import('@azure/msal-browser/redirect-bridge');
  await broadcastResponseToMainFrame();
}

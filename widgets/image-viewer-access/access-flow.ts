/**
 * The radiologist's direct image link (docs/rules.md#image-link-direct) as a DOM-free flow with its dependencies injected, so every path is
 * unit-tested: a silent sign-in first (a token MSAL already holds), a sign-in the person starts
 * (popup, else redirect) when that fails, then POST /api/image_viewer/direct and the redirect.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { DirectImagesRequest } from '../../src/api/schemas/image-viewer.schema';
import type { TargetCheck } from '../../src/router/allowed-targets';

/** What the work account's sign-in gives: the ID token the server verifies, and who it names. */
export interface WorkAccountIdentity {
  idToken: string;
  username: string;
  email: string;
}

export interface SignIn {
  /** A token without asking the person (MSAL's cache or a completed redirect); null when none. */
  silent(): Promise<WorkAccountIdentity | null>;
  /** Asks the person (a popup, or a redirect when popups are blocked). */
  interactive(): Promise<WorkAccountIdentity>;
}

export type AccessPhase =
  | { kind: 'signing-in' }
  | { kind: 'needs-sign-in' }
  | { kind: 'checking' }
  | { kind: 'success'; url: string }
  | { kind: 'no-url' }
  | { kind: 'no-access' }
  | { kind: 'auth-failed' }
  | { kind: 'refused'; origin: string };

/** The message each phase shows; the others show a spinner or the sign-in button. */
export const ACCESS_MESSAGE: Partial<Record<AccessPhase['kind'], string>> = {
  success: 'message.images_for_radiologist_loaded_successfully',
  'no-url': 'message.error_generating_images_url',
  'no-access': 'message.user_not_have_access_to_images',
  'auth-failed': 'message.error_check_images_authorization',
};

export interface AccessFlowDeps {
  input: string;
  /** Loads the identity library on demand (the sign-in's chunk). */
  signIn: () => Promise<SignIn>;
  openImages: (body: DirectImagesRequest) => Promise<{ url?: string | null }>;
  checkTarget: (url: string) => TargetCheck;
  redirect: (url: string) => void;
}

/** What the server says of the identity rather than of the link: the sign-in failed, not the access. */
const IDENTITY_FIELDS = new Set(['idToken', 'username', 'email']);

/**
 * The server refused the token itself (403 invalid_token), or the identity fields of the request
 * (400 on idToken, username or e-mail): an identity failure, not a lack of access.
 */
function isTokenRefusal(error: unknown): boolean {
  const { status, body } = (error ?? {}) as { status?: number; body?: { code?: string; issues?: { path?: unknown }[] } };
  if (status === 403) return body?.code === 'invalid_token';
  return status === 400 && (body?.issues ?? []).some((issue) => IDENTITY_FIELDS.has(String(issue.path).split('.')[0]!));
}

export interface AccessFlow {
  phase: ReadonlySignal<AccessPhase>;
  /** Silent sign-in first; without a token, waits for the person to press the sign-in button. */
  start(): Promise<void>;
  /** The sign-in button. */
  signInInteractively(): Promise<void>;
}

export function createAccessFlow(deps: AccessFlowDeps): AccessFlow {
  const phase = signal<AccessPhase>({ kind: 'signing-in' });
  let signIn: SignIn | null = null;

  async function open(identity: WorkAccountIdentity): Promise<void> {
    phase.value = { kind: 'checking' };
    let url: string | null | undefined;
    try {
      ({ url } = await deps.openImages({ input: deps.input, ...identity }));
    } catch (error) {
      // A request error means no access; a refused token is an identity failure.
      phase.value = isTokenRefusal(error) ? { kind: 'auth-failed' } : { kind: 'no-access' };
      return;
    }
    if (!url) {
      phase.value = { kind: 'no-url' };
      return;
    }
    const checked = deps.checkTarget(url);
    if (!checked.ok) {
      phase.value = { kind: 'refused', origin: checked.origin };
      return;
    }
    phase.value = { kind: 'success', url: checked.href };
    deps.redirect(checked.href);
  }

  return {
    phase,
    async start() {
      phase.value = { kind: 'signing-in' };
      try {
        signIn = await deps.signIn();
      } catch {
        phase.value = { kind: 'auth-failed' };
        return;
      }
      // Any failure of the silent sign-in, or an identity without a token, means: ask the person.
      const identity = await signIn.silent().catch(() => null);
      if (identity?.idToken) await open(identity);
      else phase.value = { kind: 'needs-sign-in' };
    },
    async signInInteractively() {
      phase.value = { kind: 'signing-in' };
      let identity: WorkAccountIdentity;
      try {
        signIn ??= await deps.signIn();
        identity = await signIn.interactive();
      } catch {
        phase.value = { kind: 'auth-failed' };
        return;
      }
      await open(identity);
    },
  };
}

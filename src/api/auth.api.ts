/**
 * Authentication area (spec 000 §7 "a service whose paths are not shown"; the paths are ours,
 * written in API.md). Personal data travels in bodies only, never in a query string.
 */
import type { KyInstance, Options } from 'ky';
import {
  AuthenticatedSchema,
  AuthResultSchema,
  CaptchaChallengeSchema,
  CaptchaResultSchema,
  SendCodeResultSchema,
  type AuthResult,
  type Authenticated,
  type CaptchaChallenge,
  type PatientAuthRequest,
  type SendCodeRequest,
  type SendCodeResult,
  type ValidateCodeRequest,
} from './schemas/auth.schema';
import { toApiError } from './errors';

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

function options(embedded: boolean, extra: Options = {}): Options {
  // A POST is never retried (the client's rule); a sign-in must not count twice.
  return { ...extra, headers: { 'X-Rad-Embedded': embedded ? '1' : '0' } };
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toApiError(error);
  }
}

export function getCaptchaChallenge(client: KyInstance, signal?: AbortSignal): Promise<CaptchaChallenge> {
  return call(() => client.get('api/auth/captcha', { signal }).json(CaptchaChallengeSchema));
}

export function verifyCaptcha(client: KyInstance, token: string, embedded: boolean): Promise<boolean> {
  return call(
    async () => (await client.post('api/auth/captcha/verify', options(embedded, { json: { token } })).json(CaptchaResultSchema)).result,
  );
}

export function authenticatePatient(client: KyInstance, request: PatientAuthRequest, embedded: boolean): Promise<AuthResult> {
  return call(() => client.post('api/auth/patient', options(embedded, { json: request })).json(AuthResultSchema));
}

export function sendCode(client: KyInstance, request: SendCodeRequest, embedded: boolean): Promise<SendCodeResult> {
  return call(() => client.post('api/auth/otp/send', options(embedded, { json: request })).json(SendCodeResultSchema));
}

export function validateCode(client: KyInstance, request: ValidateCodeRequest, embedded: boolean): Promise<AuthResult> {
  return call(() => client.post('api/auth/otp/validate', options(embedded, { json: request })).json(AuthResultSchema));
}

/** Allowed to fail (spec 000 §7): a failure reads as "not signed in". Never logs out on 401. */
export async function getAuthenticated(client: KyInstance, locale: string, signal?: AbortSignal): Promise<Authenticated> {
  try {
    return await client.get('api/authenticated', { searchParams: { locale }, signal }).json(AuthenticatedSchema);
  } catch {
    return { authenticated: false, access: [], roleTranslations: '' };
  }
}

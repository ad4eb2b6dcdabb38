/**
 * Authentication area (the paths are ours, written in src/api/API.md#authentication). Personal data travels in bodies only, never in a query string. The client
 * adds `X-Rad-Embedded` to these POSTs (the session cookie's kind depends on it); they are never
 * retried, so a sign-in cannot count twice.
 */
import type { KyInstance } from 'ky';
import { request } from './client';
import {
  AuthenticatedSchema,
  AuthResultSchema,
  CaptchaChallengeSchema,
  CaptchaResultSchema,
  LinkRequirementsSchema,
  SendCodeResultSchema,
  type AuthResult,
  type Authenticated,
  type AuthType,
  type CaptchaChallenge,
  type LinkRequirements,
  type PatientAuthRequest,
  type SendCodeRequest,
  type SendCodeResult,
  type ValidateCodeRequest,
} from './schemas/auth.schema';

export function getCaptchaChallenge(api: KyInstance, signal?: AbortSignal): Promise<CaptchaChallenge> {
  return request(api, { path: 'api/auth/captcha', schema: CaptchaChallengeSchema, signal });
}

export async function verifyCaptcha(api: KyInstance, token: string): Promise<boolean> {
  return (await request(api, { method: 'post', path: 'api/auth/captcha/verify', json: { token }, schema: CaptchaResultSchema })).result;
}

export function authenticatePatient(api: KyInstance, body: PatientAuthRequest): Promise<AuthResult> {
  return request(api, { method: 'post', path: 'api/auth/patient', json: body, schema: AuthResultSchema });
}

export function sendCode(api: KyInstance, body: SendCodeRequest): Promise<SendCodeResult> {
  return request(api, { method: 'post', path: 'api/auth/otp/send', json: body, schema: SendCodeResultSchema });
}

export function validateCode(api: KyInstance, body: ValidateCodeRequest): Promise<AuthResult> {
  return request(api, { method: 'post', path: 'api/auth/otp/validate', json: body, schema: AuthResultSchema });
}

/** What opening a link takes: the link names itself as in a sign-in body, nothing personal. */
export interface LinkRequirementsQuery {
  type: AuthType;
  bookingKey?: string | undefined;
  slug?: string | undefined;
  shared?: boolean | undefined;
  isBookingRequest?: boolean | undefined;
}

/**
 * "Results access requirements" (src/api/API.md#authentication): the server's word on whether a link needs a code after
 * the date of birth, and where the code may go. A GET, so ky retries it like any other read.
 */
export function getLinkRequirements(api: KyInstance, link: LinkRequirementsQuery, signal?: AbortSignal): Promise<LinkRequirements> {
  const searchParams: Record<string, string> = { type: link.type };
  if (link.bookingKey) searchParams.bookingKey = link.bookingKey;
  if (link.slug) searchParams.slug = link.slug;
  if (link.shared) searchParams.shared = 'true';
  if (link.isBookingRequest) searchParams.isBookingRequest = 'true';
  return request(api, { path: 'api/auth/requirements', searchParams, schema: LinkRequirementsSchema, signal });
}

/** Allowed to fail: a failure reads as "not signed in". Never logs out on 401. */
export async function getAuthenticated(api: KyInstance, locale: string, signal?: AbortSignal): Promise<Authenticated> {
  try {
    return await request(api, { path: 'api/authenticated', searchParams: { locale }, schema: AuthenticatedSchema, signal });
  } catch {
    return { authenticated: false, access: [], roleTranslations: '' };
  }
}

/**
 * The authentication flow of one rad-auth element (docs/rules.md#sign-in-and-one-time-codes): captcha, date of birth, one-time
 * code, then the return URL or the deny page. Signals and actions only, no DOM, so every
 * transition is unit-tested with stubbed calls and fake timers.
 */
import { batch, signal } from '@preact/signals-core';
import { ApiError, knownKey, outcomeUnknown, problemKey } from '../../src/api/errors';
import type { LinkRequirementsQuery } from '../../src/api/auth.api';
import type {
  Access,
  AuthResult,
  Authenticated,
  CaptchaChallenge,
  LinkRequirements,
  SendCodeResult,
} from '../../src/api/schemas/auth.schema';
import { OTP_RESEND_DEFAULT_SECONDS } from '../../src/constants';
import { hasAccess } from '../../src/router/auth-links';
import type { AuthModel } from '../../src/store';
import { maxAttemptsPath, type AuthRequest } from './auth-request';
import { codeStep } from './code-step';
import type { Problem } from '../../src/api/problem';
import { normaliseCode } from './validators';

export type Phase =
  | 'requirements'
  | 'requirements-failed'
  | 'preparing'
  | 'prepare-failed'
  | 'dob'
  | 'authenticating'
  | 'code-sending'
  | 'code'
  | 'code-verifying'
  | 'done';

/** A key to translate: the server's when the dictionary has it, never the server's own words. */
export type { Problem };

export interface AuthFlowDeps {
  request: AuthRequest;
  /** GET /api/auth/requirements: what the link needs, asked before anything is shown. */
  requirements(link: LinkRequirementsQuery): Promise<LinkRequirements>;
  captcha: null | {
    challenge(): Promise<CaptchaChallenge>;
    solve(challenge: CaptchaChallenge): Promise<string | null>;
    verify(token: string): Promise<boolean>;
  };
  authenticate(body: Record<string, unknown>): Promise<AuthResult>;
  sendCode(body: Record<string, unknown>): Promise<SendCodeResult>;
  validateCode(body: Record<string, unknown>): Promise<AuthResult>;
  authenticated(): Promise<Authenticated>;
  auth: AuthModel;
  mergeRoleTranslations(json: string): Promise<void>;
  navigate(path: string): void;
  cookiesEnabled(): boolean;
  locale(): string;
  /** Whether the dictionary has a key: only those the server sends are shown. */
  has(key: string): boolean;
  currentPath(): string;
  resendSeconds?: number;
}

export type AuthFlow = ReturnType<typeof createAuthFlow>;

export function createAuthFlow(deps: AuthFlowDeps) {
  const { request, auth } = deps;
  const phase = signal<Phase>('requirements');
  /** The server's answer: whether a code follows the date of birth, and where it goes. */
  const requirements = signal<LinkRequirements | null>(null);
  const requirementsProblem = signal<Problem | null>(null);
  const dobProblem = signal<Problem | null>(null);
  const codeProblem = signal<Problem | null>(null);
  const codeSent = signal<SendCodeResult | null>(null);
  /** Seconds until "Send a new code" works again; 0 when it does. */
  const resendIn = signal(0);
  const resent = signal(false);
  /** A code request is on its way (the resend button waits for it). */
  const sending = signal(false);
  let timer: ReturnType<typeof setInterval> | undefined;
  let disposed = false;

  const problemFromError = (error: unknown): Problem => ({ key: problemKey(error, deps.has) });
  const problemFromMessage = (message: string, fallbackKey: string): Problem => ({ key: knownKey(message, deps.has) ?? fallbackKey });

  const link = () => ({
    type: request.type,
    ...(request.bookingKey ? { bookingKey: request.bookingKey } : {}),
    ...(request.slug ? { slug: request.slug } : {}),
    shared: request.shared,
    locale: deps.locale(),
  });

  function startCountdown(seconds: number): void {
    clearInterval(timer);
    resendIn.value = Math.max(0, Math.ceil(seconds));
    if (resendIn.value === 0) return;
    timer = setInterval(() => {
      resendIn.value = Math.max(0, resendIn.value - 1);
      if (resendIn.value === 0) clearInterval(timer);
    }, 1000);
  }

  /** Navigates only while the element still stands: a late answer after Back must not move the page. */
  function go(path: string): void {
    if (!disposed) deps.navigate(path);
  }

  function denied(): void {
    phase.value = 'done';
    auth.setLoading(false);
    go(maxAttemptsPath(request, deps.currentPath()));
  }

  /** Role translations are allowed to fail: the texts stay as they were. */
  async function mergeRoles(json: string): Promise<void> {
    try {
      await deps.mergeRoleTranslations(json);
    } catch {
      // keep the dictionary as it is
    }
  }

  const target = () => ({
    type: request.type,
    ...(request.slug ? { slug: request.slug } : { bookingKey: request.bookingKey ?? '' }),
  });

  /**
   * The code's answer was lost, or the server calls the code used: the session may already be
   * signed in with it. Asked before the patient is sent for another code; true when it carried on.
   */
  async function signedInAlready(): Promise<boolean> {
    const check = await deps.authenticated();
    if (!hasAccess(check.access as Access[], target())) return false;
    auth.authenticated();
    await mergeRoles(check.roleTranslations);
    phase.value = 'done';
    go(request.navigateUrl);
    return true;
  }

  async function finish(roleTranslations: string): Promise<void> {
    await mergeRoles(roleTranslations);
    // The cookie must have stuck: a browser blocking (third-party) cookies signs in and is still no one.
    const check = await deps.authenticated();
    if (!hasAccess(check.access as Access[], target())) {
      auth.reset();
      batch(() => {
        phase.value = 'dob';
        dobProblem.value = { key: 'message.authentication_cookies_error' };
      });
      return;
    }
    phase.value = 'done';
    go(request.navigateUrl);
  }

  /** The captcha, solved and verified for this session; false when it could not be. */
  async function solveCaptcha(): Promise<boolean> {
    if (!deps.captcha) return false;
    try {
      const challenge = await deps.captcha.challenge();
      const token = await deps.captcha.solve(challenge);
      if (!token || !(await deps.captcha.verify(token))) return false;
      auth.captchaVerified();
      return true;
    } catch {
      return false;
    }
  }

  /** The link's requirements; false (and a retry on offer) when the server could not say. */
  async function askRequirements(): Promise<boolean> {
    batch(() => {
      phase.value = 'requirements';
      requirementsProblem.value = null;
    });
    try {
      const answer = await deps.requirements({
        type: request.type,
        bookingKey: request.bookingKey,
        slug: request.slug,
        shared: request.shared,
        isBookingRequest: request.isBookingRequest,
      });
      if (disposed) return false;
      requirements.value = answer;
      return true;
    } catch (error) {
      if (!disposed) {
        batch(() => {
          requirementsProblem.value = problemFromError(error);
          phase.value = 'requirements-failed';
        });
      }
      return false;
    }
  }

  /** Requirements first (nothing is asked of the person before the server says what the link needs), then the captcha, then the link's date of birth or the dialog. */
  async function start(): Promise<void> {
    if (!(await askRequirements())) return;
    if (deps.captcha) return prepare();
    if (request.dateOfBirth) return submitDateOfBirth(request.dateOfBirth, '', true);
    phase.value = 'dob';
  }

  /** The code step as the server decides it (code-step.ts). */
  const step = (signInAsks = false) =>
    codeStep(requirements.peek() ?? { dateOfBirth: true, code: false, channels: [] }, request.otpMethod, signInAsks);

  async function prepare(): Promise<void> {
    if (!deps.captcha) return;
    phase.value = 'preparing';
    if (!(await solveCaptcha())) {
      if (!disposed) phase.value = 'prepare-failed';
      return;
    }
    if (disposed) return;
    if (request.dateOfBirth) await submitDateOfBirth(request.dateOfBirth, '', true);
    else phase.value = 'dob';
  }

  async function requestCode(again = false): Promise<void> {
    if (sending.value || (again && resendIn.value > 0)) return; // a double click sends one code
    sending.value = true;
    batch(() => {
      phase.value = again ? 'code' : 'code-sending';
      codeProblem.value = null;
      resent.value = false;
    });
    try {
      const sent = await deps.sendCode({ ...link(), otpMethod: step().channel });
      auth.otpWasSent();
      batch(() => {
        codeSent.value = sent;
        resent.value = again;
        phase.value = 'code';
      });
      startCountdown(sent.resendAfterSeconds || deps.resendSeconds || OTP_RESEND_DEFAULT_SECONDS);
    } catch (error) {
      const wait =
        error instanceof ApiError && error.status === 429 ? Number((error.body as { retryAfterSeconds?: number })?.retryAfterSeconds) : 0;
      if (wait > 0) startCountdown(wait);
      batch(() => {
        codeProblem.value = problemFromError(error);
        phase.value = 'code';
      });
    } finally {
      sending.value = false;
    }
  }

  /** Sets loading; success → code or return URL; failure → dialog again with the message; max → /deny (docs/rules.md#sign-in-attempts). */
  async function submitDateOfBirth(dateOfBirth: string, contactNumber: string, populatedDoB = false): Promise<void> {
    if (phase.value === 'authenticating') return; // a double click must not count twice
    batch(() => {
      phase.value = 'authenticating';
      dobProblem.value = null;
    });
    auth.setLoading(true);
    let result: AuthResult;
    const body = {
      ...link(),
      dateOfBirth,
      contactNumber,
      populatedDoB,
      isBookingRequest: request.isBookingRequest,
      staffBooking: request.staffBooking,
    };
    try {
      result = await deps.authenticate(body);
      // The session the captcha was solved in is gone (an earlier answer that rotated it was lost,
      // or it timed out): solved again once, in the session this browser now has, then retried.
      if (!result.success && result.message === 'message.captcha_required' && (await solveCaptcha())) {
        result = await deps.authenticate(body);
      }
    } catch (error) {
      auth.setLoading(false);
      batch(() => {
        dobProblem.value = deps.cookiesEnabled() ? problemFromError(error) : { key: 'message.authentication_cookies_error' };
        phase.value = 'dob';
      });
      return;
    }
    if (result.maxAttemptsReached) return denied();
    if (!result.success) {
      auth.setLoading(false);
      // The captcha was solved again, yet the server saw a new session: the cookie was dropped.
      const cookieDropped = !deps.cookiesEnabled() || (deps.captcha !== null && result.message === 'message.captcha_required');
      batch(() => {
        dobProblem.value = cookieDropped
          ? { key: 'message.authentication_cookies_error' }
          : problemFromMessage(result.message, 'message.authentication_failed');
        phase.value = 'dob';
      });
      return;
    }
    auth.authenticated();
    if (disposed) return;
    if (step(result.otpRequired).code) {
      await mergeRoles(result.roleTranslations);
      await requestCode();
      return;
    }
    await finish(result.roleTranslations);
  }

  /** Success authenticates; a wrong code shows the server message; max → /deny (docs/rules.md#sign-in-attempts). */
  async function submitCode(value: string): Promise<void> {
    if (phase.value === 'code-verifying') return;
    batch(() => {
      phase.value = 'code-verifying';
      codeProblem.value = null;
      resent.value = false; // "A new code is on its way" is old news once a code is tried
    });
    try {
      let result: AuthResult;
      try {
        result = await deps.validateCode({ ...link(), code: normaliseCode(value) });
      } catch (error) {
        if (outcomeUnknown(error) && (await signedInAlready())) return;
        throw error;
      }
      if (result.maxAttemptsReached) return denied();
      if (!result.success) {
        if (result.message === 'message.otp_used' && (await signedInAlready())) return;
        batch(() => {
          codeProblem.value = problemFromMessage(result.message, 'message.authentication_otp_error');
          phase.value = 'code';
        });
        return;
      }
      auth.authenticated();
      await finish(result.roleTranslations);
    } catch (error) {
      batch(() => {
        codeProblem.value = problemFromError(error);
        phase.value = 'code';
      });
    }
  }

  return {
    phase,
    dobProblem,
    codeProblem,
    codeSent,
    requirements,
    requirementsProblem,
    /** What follows the date of birth, for the dialog to say so before it is typed. */
    codeStep: () => step(),
    resendIn,
    resent,
    sending,
    /** Starts the flow: the link's requirements, the captcha (when configured), then the link's date of birth or the dialog. */
    start,
    retryRequirements: start,
    retryPrepare: prepare,
    submitDateOfBirth: (dateOfBirth: string, contactNumber: string) => submitDateOfBirth(dateOfBirth, contactNumber),
    resendCode: () => requestCode(true),
    submitCode,
    dispose(): void {
      disposed = true;
      clearInterval(timer);
    },
  };
}

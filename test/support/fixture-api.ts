/**
 * An in-page stand-in for the reference server, answering from the same seed the server
 * stores (demo/server/seed) and the shipped dictionaries. Browser tests and Storybook use it to
 * put a widget in states a live server cannot hold still: loading forever, failing, malformed.
 * End-to-end tests use the real server instead.
 */
import { seedProviderConfig, seedTerms } from '../../demo/server/seed/provider';
import { denyMessageId } from '../../src/api/schemas/deny-message.schema';
import { PACEMAKER_TEXT } from '../../widgets/deny/fixtures';
import { seedTranslationOverrides } from '../../demo/server/seed/translations';
import type { Access, AuthResult, LinkRequirements, SendCodeResult } from '../../src/api/schemas/auth.schema';
import { emailPreviewFixture } from '../../widgets/email-preview/fixtures';
import { bookingResponse, type BookingScenario } from './booking-fixture-api';
import { checkInResponse, type CheckInScenario } from './check-in-fixture-api';
import { appointmentsResponse, installFixtureUploads, type AppointmentsScenario } from './appointments-fixture-api';
import type { ImageViewerAnswer } from '../../widgets/image-viewer/fixtures';
import type { FeedbackScenario } from '../../widgets/report-feedback/fixtures';
import { reportFeedbackResponse } from './report-feedback-fixture-api';
import { resultsResponse, type ResultsScenario } from './results-fixture-api';
import { sharesFixture } from '../../src/sharing/fixtures';
import { unsubscribeResponse, type UnsubscribeScenario } from './unsubscribe-fixture-api';
import { patientDetailsResponse, type PatientDetailsScenario } from './patient-details-fixture-api';
import { SHIPPED_MESSAGES } from '../../src/i18n/shipped-messages';

const PRIMARY: Record<string, Readonly<Record<string, string>>> = SHIPPED_MESSAGES;

/** How one endpoint behaves: answer, fail with a status, never answer (loading), or answer garbage. */
export type Behaviour = 'ok' | 'never' | 'malformed' | number;

export interface Scenario {
  config?: Behaviour;
  terms?: Behaviour;
  i18n?: Behaviour;
  /** Milliseconds before each answer. */
  delayMs?: number;
  /** Fields merged over the seeded radiology section (hostile HTML, missing texts). */
  radiology?: Record<string, unknown>;
  /** Fields merged over the seeded application section (kiosk timings, flags). */
  application?: Record<string, unknown>;
  emailPreview?: Behaviour;
  /** GET /api/secured/booking_requests/{id}/download: the referral link. */
  referralLink?: Behaviour;
  /** Fields merged over the seeded integration section (captchaProvider, sentryDSN). */
  integration?: Record<string, unknown>;
  /** Authentication calls (rad-auth); each defaults to a success. */
  auth?: AuthScenario;
  /** The booking finder's calls (booking-fixture-api.ts). */
  booking?: BookingScenario;
  /** GET /api/image_viewer (rad-image-viewer): an answer, or a failure status, or 'never'. */
  imageViewer?: ImageViewerAnswer;
  /** Counts the /api calls answered, by path. */
  calls?: Map<string, number>;
  /** Questionnaire calls (rad-questionnaire); see QuestionnaireScenario. */
  questionnaires?: QuestionnaireScenario;
  /** Report quality feedback calls (rad-report-feedback). */
  reportFeedback?: FeedbackScenario;
  /** rad-check-in's calls (check-in-fixture-api.ts). */
  checkIn?: CheckInScenario;
  /** Appointment summary, cancel, confirm and attachments (rad-appointments); uploads by a stand-in XMLHttpRequest. */
  appointments?: AppointmentsScenario;
  /** Results pages and sharing (rad-results, src/sharing); see results-fixture-api.ts. */
  results?: ResultsScenario;
  /** The unsubscribe page's calls (rad-unsubscribe). */
  unsubscribe?: UnsubscribeScenario;
  /** The patient details page's calls (rad-patient-details). */
  patientDetails?: PatientDetailsScenario;
}

/** The load answers `load`; each save takes the next of `saves` (an outcome object, or a Behaviour) and records its body. */
export interface QuestionnaireScenario {
  load: Behaviour | Record<string, unknown>;
  saves?: (Behaviour | Record<string, unknown>)[];
  /** Filled by the fixture: the save bodies, with their path. */
  saved?: { path: string; body: Record<string, unknown> }[];
}

/** An answer object is merged over a success; a Behaviour fails, hangs or garbles as above. */
export interface AuthScenario {
  captcha?: Behaviour;
  patient?: Behaviour | Partial<AuthResult>;
  otpSend?: Behaviour | Partial<SendCodeResult>;
  otpValidate?: Behaviour | Partial<AuthResult>;
  /** GET /api/auth/requirements: by default the reference server's rule (a code for every results link). */
  requirements?: Behaviour | LinkRequirements;
  /** Filled by the fixture: the requirements queries it received. */
  requirementsAsked?: Record<string, string>[];
  /**
   * What GET /api/authenticated lists. By default the links signed in during the test (as the
   * server would); `[]` plays a browser that dropped the session cookie.
   */
  access?: Access[];
  /** Filled by the fixture: the links signed in so far, and the request bodies it received. */
  signedIn?: Access[];
  bodies?: { path: string; body: Record<string, unknown> }[];
}

/**
 * The portal's fixture states (widgets/portal/fixtures.ts) show a patient signed in to these
 * links, so the portal's guard lets them through; the demo's real links are never in here.
 */
export const FIXTURE_SESSION: readonly Access[] = [
  { type: 'APPOINTMENT', bookingKey: 'ABC123' },
  { type: 'BOOKING_REQUEST', bookingKey: 'BR-2001' },
  { type: 'BOOKING_REQUEST', bookingKey: 'BR-2002' },
];

/** The local captcha's fixture challenge: SHA-256("fixture-salt" + 7); the widget really solves it. */
export const FIXTURE_CAPTCHA = {
  provider: 'local',
  algorithm: 'SHA-256',
  id: 'fixture-challenge',
  salt: 'fixture-salt',
  challenge: '259fa3d78821c34c633a76c8517ac8fe1f07ef57b03210f8f632f1b162abb926',
  maxNumber: 10,
} as const;

/** Where the fixture's referral links point (root-relative, as src/api/API.md allows). */
export const referralFileUrl = (id: string) => `/api/secured/booking_requests/${id}/referral.pdf`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(behaviour: Behaviour, body: () => unknown): Promise<Response> {
  if (behaviour === 'never') return new Promise<Response>(() => {});
  if (behaviour === 'malformed') return Promise.resolve(json({ unexpected: true }));
  if (typeof behaviour === 'number') return Promise.resolve(json({ message: `Fixture failure ${behaviour}` }, behaviour));
  return Promise.resolve(json(body()));
}

const AUTH_OK: AuthResult = { success: true, maxAttemptsReached: false, message: '', otpRequired: false, roleTranslations: '' };

function authAnswer<T extends object>(setting: Behaviour | Partial<T> | undefined, success: T): Promise<Response> {
  if (setting === undefined || setting === 'ok') return Promise.resolve(json(success));
  if (typeof setting === 'object') return Promise.resolve(json({ ...success, ...setting }));
  return answer(setting, () => success);
}

/** The reference server's rule (demo/server/features/auth/service.ts, codeRequired and linkRequirements). */
export function serverRequirements(query: URLSearchParams): LinkRequirements {
  const type = query.get('type');
  const shared = query.get('shared') === 'true';
  const bookingRequest = type === 'BOOKING_REQUEST' || query.get('isBookingRequest') === 'true';
  const code = !bookingRequest && (shared || type === 'APPOINTMENT_RESULTS' || type === 'PATIENT_PORTAL');
  return { dateOfBirth: true, code, channels: !code ? [] : shared ? ['EMAIL'] : ['EMAIL', 'SMS'] };
}

function authResponse(url: URL, body: Record<string, unknown>, scenario: Scenario): Promise<Response> | null {
  const path = url.pathname;
  const auth = (scenario.auth ??= {});
  if (path === '/api/auth/requirements') {
    (auth.requirementsAsked ??= []).push(Object.fromEntries(url.searchParams));
    const setting = auth.requirements ?? 'ok';
    return typeof setting === 'object' ? answer('ok', () => setting) : answer(setting, () => serverRequirements(url.searchParams));
  }
  if (path === '/api/auth/captcha') return answer(auth.captcha ?? 'ok', () => FIXTURE_CAPTCHA);
  if (path === '/api/auth/captcha/verify') return answer('ok', () => ({ result: body.token === `${FIXTURE_CAPTCHA.id}.7` }));
  if (!path.startsWith('/api/auth/')) return null;
  (auth.bodies ??= []).push({ path, body });
  const link: Access = {
    type: body.type as Access['type'],
    ...(typeof body.bookingKey === 'string' ? { bookingKey: body.bookingKey } : {}),
    ...(typeof body.slug === 'string' ? { slug: body.slug } : {}),
  };
  if (path === '/api/auth/patient') {
    const setting = auth.patient;
    const succeeds = setting === undefined || setting === 'ok' || (typeof setting === 'object' && setting.success !== false);
    if (succeeds) (auth.signedIn ??= []).push(link);
    return authAnswer(setting, AUTH_OK);
  }
  if (path === '/api/auth/otp/send') {
    return authAnswer(auth.otpSend, { sent: true, channel: 'EMAIL', destination: 's•••@example.com', resendAfterSeconds: 5 });
  }
  if (path === '/api/auth/otp/validate') return authAnswer(auth.otpValidate, AUTH_OK);
  return null;
}

export function fixtureResponse(
  url: URL,
  scenario: Scenario = {},
  body: Record<string, unknown> = {},
  method = 'GET',
): Promise<Response> | null {
  const path = url.pathname;
  const checkInCall = checkInResponse(url, method, body, scenario.checkIn, answer);
  if (checkInCall) return checkInCall;
  const appointmentsCall = appointmentsResponse(url, method, body, scenario.appointments, answer);
  if (appointmentsCall) return appointmentsCall;
  // An appointment page shows the sharing panel: with no results scenario, nothing shared yet.
  if (scenario.appointments && !scenario.results) scenario.results = { shares: sharesFixture([], { shareableTypes: ['RESULT'] }) };
  const resultsCall = resultsResponse(url, method, body, scenario.results, answer);
  if (resultsCall) return resultsCall;
  const unsubscribeCall = unsubscribeResponse(path, body, scenario.unsubscribe, answer);
  if (unsubscribeCall) return unsubscribeCall;
  const detailsCall = patientDetailsResponse(path, body, scenario.patientDetails, answer);
  if (detailsCall) return detailsCall;
  if (path.startsWith('/api/')) scenario.calls?.set(path, (scenario.calls.get(path) ?? 0) + 1);
  if (path === '/api/config') {
    return answer(scenario.config ?? 'ok', () => ({
      ...seedProviderConfig,
      radiology: { ...seedProviderConfig.radiology, ...scenario.radiology },
      application: { ...seedProviderConfig.application, ...scenario.application },
      integration: { ...seedProviderConfig.integration, ...scenario.integration },
    }));
  }
  const bookingCall = bookingResponse(url, scenario.booking, answer, body);
  if (bookingCall) return bookingCall;
  const authCall = authResponse(url, body, scenario);
  if (authCall) return authCall;
  if (path === '/api/config/terms') return answer(scenario.terms ?? 'ok', () => ({ terms: seedTerms }));
  if (path.startsWith('/api/deny_messages/')) {
    // As the server: only the provider's own texts have an id that answers.
    const text = [PACEMAKER_TEXT, seedProviderConfig.bookingRequest.creationErrorMessage ?? ''].find(
      (candidate) => candidate && denyMessageId(candidate) === decodeURIComponent(path.slice('/api/deny_messages/'.length)),
    );
    return text ? answer('ok', () => ({ message: text })) : answer(404, () => ({}));
  }
  if (path === '/api/authenticated') {
    const access = scenario.auth?.access ?? [...FIXTURE_SESSION, ...(scenario.auth?.signedIn ?? [])];
    return answer('ok', () => ({ authenticated: access.length > 0, access, roleTranslations: '' }));
  }
  if (path === '/api/notifications/preview_translated_email') {
    return answer(scenario.emailPreview ?? 'ok', () => ({ content: emailPreviewFixture.content }));
  }
  const referral = /^\/api\/secured\/booking_requests\/([^/]+)\/download$/.exec(path);
  if (referral) return answer(scenario.referralLink ?? 'ok', () => ({ url: referralFileUrl(referral[1]!) }));
  const questionnaires = questionnaireResponse(path, body, scenario.questionnaires);
  if (questionnaires) return questionnaires;
  const feedback = reportFeedbackResponse(path, body, scenario.reportFeedback);
  if (feedback) return feedback;
  if (path === '/api/image_viewer' && scenario.imageViewer !== undefined) {
    const viewer = scenario.imageViewer;
    return typeof viewer === 'object' ? answer('ok', () => viewer) : answer(viewer, () => ({}));
  }
  if (path === '/api/logout') return Promise.resolve(new Response(null, { status: 204 }));
  const provider = /^\/api\/assets\/i18n\/([A-Za-z0-9_-]+)\/([A-Za-z-]+)\.json$/.exec(path);
  if (provider) {
    return answer(scenario.i18n ?? 'ok', () => seedTranslationOverrides[provider[2] as keyof typeof seedTranslationOverrides] ?? {});
  }
  const primary = /^\/api\/assets\/i18n\/([A-Za-z-]+)\.json$/.exec(path);
  if (primary) return answer(scenario.i18n ?? 'ok', () => PRIMARY[primary[1]!] ?? {});
  return null;
}

const QUESTIONNAIRE_PATH =
  /^\/api\/(secured\/(appointments|booking_requests)\/[^/]+\/(questionnaires|pain_score)|questionnaires(\/temporary)?)$/;

function questionnaireResponse(
  path: string,
  body: Record<string, unknown>,
  scenario: QuestionnaireScenario | undefined,
): Promise<Response> | null {
  if (!scenario || !QUESTIONNAIRE_PATH.test(path)) return null;
  const saving = Object.keys(body).length > 0;
  if (!saving) return typeof scenario.load === 'object' ? answer('ok', () => scenario.load) : answer(scenario.load, () => ({}));
  (scenario.saved ??= []).push({ path, body });
  const next = scenario.saves?.shift() ?? {};
  if (typeof next !== 'object') return answer(next, () => ({}));
  return answer('ok', () => ({ saved: true, outcome: next }));
}

/** Replaces window.fetch for /api/* calls; returns a function that restores it. */
export function installFixtureApi(scenario: Scenario = {}): () => void {
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    let body: Record<string, unknown> = {};
    try {
      const text = typeof init?.body === 'string' ? init.body : input instanceof Request ? await input.clone().text() : '';
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const response = fixtureResponse(url, scenario, body, method);
    if (!response) return realFetch(input, init);
    if (scenario.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs));
    // A real fetch answer knows its URL (links in answers are resolved against it); a built Response does not.
    const answered = await response;
    Object.defineProperty(answered, 'url', { value: url.href });
    return answered;
  };
  const restoreUploads = scenario.appointments ? installFixtureUploads(scenario.appointments) : () => undefined;
  return () => {
    window.fetch = realFetch;
    restoreUploads();
  };
}

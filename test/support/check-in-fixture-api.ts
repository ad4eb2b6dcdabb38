/**
 * rad-check-in's calls in the in-page stand-in (fixture-api.ts), answered from the widget's own
 * fixtures (widgets/check-in/fixtures.ts): the data the unit tests and stories use.
 */
import { DEFAULT_UPLOAD_RULES } from '../../src/api/schemas/attachments.schema';
import type { CheckInIdentity, CheckInReadiness, ConsentForms, CurrentCheckIn } from '../../src/api/schemas/check-in.schema';
import { CONSENT, DOCTORS, FEEDBACK_QUESTIONNAIRE, IDENTITY_FOUND, ITEM, READY } from '../../widgets/check-in/fixtures';
import type { Behaviour } from './fixture-api';

export interface CheckInScenario {
  identity?: Behaviour | CheckInIdentity;
  match?: Behaviour | CheckInIdentity;
  items?: Behaviour;
  readiness?: Behaviour | CheckInReadiness;
  consent?: Behaviour | ConsentForms;
  prepare?: Behaviour;
  /** Each poll's answer: sent at once (default), never sent, or failed. */
  poll?: 'sent' | 'failed' | 'pending' | Behaviour;
  doctors?: Behaviour;
  /** GET /api/check-in/current: nothing to resume by default. */
  current?: Behaviour | CurrentCheckIn;
  /** GET /api/check-in/{key}/feedback (409: already answered) and its POST. */
  feedback?: Behaviour;
  saveFeedback?: Behaviour;
  /** Filled by the fixture: request bodies and paths, in order. */
  requests?: { method: string; path: string; body: Record<string, unknown> }[];
}

type Answer = (behaviour: Behaviour, body: () => unknown) => Promise<Response>;

function either<T>(setting: Behaviour | T | undefined, fallback: T, answer: Answer): Promise<Response> {
  if (setting !== undefined && typeof setting === 'object') return answer('ok', () => setting);
  return answer((setting as Behaviour | undefined) ?? 'ok', () => fallback);
}

export function checkInResponse(
  url: URL,
  method: string,
  body: Record<string, unknown>,
  scenario: CheckInScenario | undefined,
  answer: Answer,
): Promise<Response> | null {
  const path = url.pathname;
  const ours =
    /^\/api\/secured\/appointments\/[^/]+\/attachments\/response$/.test(path) ||
    path.startsWith('/api/check-in/') ||
    path.startsWith('/api/secured/check-in/') ||
    /\/(check_in|consent_forms|doctor_search)(\/|$)/.test(path);
  if (!scenario || !ours) return null;
  (scenario.requests ??= []).push({ method, path, body });
  // The referral upload reads the booking's upload rules from its (here empty) attachment list.
  if (path.endsWith('/attachments/response'))
    return answer('ok', () => ({ attachments: [], documentTypes: [], examDocumentTypes: [], ...DEFAULT_UPLOAD_RULES }));
  if (path === '/api/check-in/identity') return either(scenario.identity, IDENTITY_FOUND, answer);
  if (path === '/api/check-in/current') return either(scenario.current, { bookingKey: null, verified: false }, answer);
  if (/^\/api\/check-in\/[^/]+\/feedback$/.test(path)) {
    if (method === 'POST') {
      return scenario.saveFeedback === undefined || scenario.saveFeedback === 'ok'
        ? Promise.resolve(
            new Response(JSON.stringify({ status: 'SAVED' }), { status: 201, headers: { 'content-type': 'application/json' } }),
          )
        : answer(scenario.saveFeedback, () => ({}));
    }
    return answer(scenario.feedback ?? 'ok', () => FEEDBACK_QUESTIONNAIRE);
  }
  if (path === '/api/check-in/patient_match') return either(scenario.match, IDENTITY_FOUND, answer);
  if (path.endsWith('/items')) return answer(scenario.items ?? 'ok', () => [ITEM]);
  if (path.endsWith('/check_in/readiness')) return either(scenario.readiness, READY, answer);
  if (path.endsWith('/consent_forms')) {
    if (method === 'POST') return answer('ok', () => ({ ...CONSENT, completed: true }));
    return either(scenario.consent, CONSENT, answer);
  }
  if (path.includes('/doctor_search/')) return answer(scenario.doctors ?? 'ok', () => DOCTORS);
  if (path.endsWith('/check_in') && method === 'POST') {
    return scenario.prepare === undefined || scenario.prepare === 'ok'
      ? Promise.resolve(
          new Response(JSON.stringify({ status: 'PREPARING' }), { status: 202, headers: { 'content-type': 'application/json' } }),
        )
      : answer(scenario.prepare, () => ({}));
  }
  if (path.endsWith('/preparation_sent') || path.endsWith('/check_in_sent')) {
    const poll = scenario.poll ?? 'sent';
    if (poll === 'sent' || poll === 'failed' || poll === 'pending')
      return answer('ok', () => ({ sent: poll === 'sent', failed: poll === 'failed' }));
    return answer(poll, () => ({}));
  }
  return null;
}

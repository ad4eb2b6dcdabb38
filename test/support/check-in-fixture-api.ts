/**
 * rad-check-in's calls in the in-page stand-in (fixture-api.ts), answered from the widget's own
 * fixtures (widgets/check-in/fixtures.ts): the data the unit tests and stories use.
 */
import type { CheckInIdentity, CheckInReadiness, ConsentForms } from '../../src/api/schemas/check-in.schema';
import { CONSENT, DOCTORS, IDENTITY_FOUND, ITEM, READY } from '../../widgets/check-in/fixtures';
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
    path.startsWith('/api/check-in/') ||
    path.startsWith('/api/secured/check-in/') ||
    /\/(check_in|consent_forms|doctor_search)(\/|$)/.test(path);
  if (!scenario || !ours) return null;
  (scenario.requests ??= []).push({ method, path, body });
  if (path === '/api/check-in/identity') return either(scenario.identity, IDENTITY_FOUND, answer);
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

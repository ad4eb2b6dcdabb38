/**
 * The results and sharing calls of the fixture API (fixture-api.ts). The shares list is kept in
 * step with creates and revokes, so a test sees the list reload after each change.
 */
import type { Results } from '../../src/api/schemas/results.schema';
import type { Shares, SharingRecord } from '../../src/api/schemas/sharing.schema';
import type { Behaviour } from './fixture-api';

/** A failure with the server's own body (410 results_expired, 403 share_revoked). */
export type Failure = { status: number; body: Record<string, unknown> };

export interface ResultsScenario {
  /** GET /api/secured/results/{key} and /shared_results/{slug}. */
  results?: Behaviour | Results | Failure;
  /** GET /api/secured/sharing/{key}. */
  shares?: Behaviour | Shares;
  /** Each create takes the next: 'ok' (default), a status, or a failure body. */
  creates?: (Behaviour | Failure)[];
  revokes?: (Behaviour | Failure)[];
  /** Filled by the fixture: the create bodies, the revoked ids and the paths asked. */
  created?: Record<string, unknown>[];
  revoked?: number[];
  asked?: string[];
}

type Answer = (behaviour: Behaviour, body: () => unknown) => Promise<Response>;

const isFailure = (value: unknown): value is Failure => typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
const fail = (failure: Failure) => Promise.resolve(new Response(JSON.stringify(failure.body), { status: failure.status }));

export function resultsResponse(
  url: URL,
  method: string,
  body: Record<string, unknown>,
  scenario: ResultsScenario | undefined,
  answer: Answer,
): Promise<Response> | null {
  if (!scenario) return null;
  const path = url.pathname;
  if (/^\/api\/secured\/(results|shared_results)\/[^/]+$/.test(path) && scenario.results !== undefined) {
    (scenario.asked ??= []).push(path);
    const results = scenario.results;
    if (isFailure(results)) return fail(results);
    return typeof results === 'object' ? answer('ok', () => results) : answer(results, () => ({}));
  }
  const sharing = /^\/api\/secured\/sharing\/[^/]+(?:\/(\d+)\/revoke)?$/.exec(path);
  if (!sharing || scenario.shares === undefined) return null;
  const current = scenario.shares;
  if (typeof current !== 'object') return answer(current, () => ({}));
  if (method === 'GET') return answer('ok', () => current);
  if (sharing[1]) {
    const next = scenario.revokes?.shift() ?? 'ok';
    if (isFailure(next)) return fail(next);
    if (next !== 'ok') return answer(next, () => ({}));
    const id = Number(sharing[1]);
    (scenario.revoked ??= []).push(id);
    const shares = current.shares.map((share) => (share.id === id ? { ...share, dateRevoked: '2030-03-21T01:00:00Z' } : share));
    scenario.shares = { ...current, shares };
    return answer('ok', () => shares.find((share) => share.id === id));
  }
  (scenario.created ??= []).push(body);
  const next = scenario.creates?.shift() ?? 'ok';
  if (isFailure(next)) return fail(next);
  if (next !== 'ok') return answer(next, () => ({}));
  const record: SharingRecord = {
    id: 100 + current.shares.length,
    contactDetails: String(body.contactDetails),
    contactDetailsType: body.contactDetailsType as SharingRecord['contactDetailsType'],
    contactName: String(body.contactName),
    type: body.type as SharingRecord['type'],
    note: body.note ? String(body.note) : null,
    dateCreatedUTC: '2030-03-21T01:00:00Z',
    dateRevoked: null,
  };
  scenario.shares = { ...current, shares: [record, ...current.shares] };
  return Promise.resolve(new Response(JSON.stringify(record), { status: 201, headers: { 'content-type': 'application/json' } }));
}

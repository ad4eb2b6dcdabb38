/** The unsubscribe calls of the fixture API (fixture-api.ts): each call takes the next answer. */
import { resubscribedAnswer, unsubscribedAnswer } from '../../widgets/unsubscribe/fixtures';
import type { Behaviour } from './fixture-api';

export interface UnsubscribeScenario {
  /** Each call takes the next: 'ok' (default), a status, 'never' or 'malformed'. */
  answers?: Behaviour[];
  /** Filled by the fixture: the paths called, with their token. */
  calls?: { path: string; token: unknown }[];
}

type Answer = (behaviour: Behaviour, body: () => unknown) => Promise<Response>;

export function unsubscribeResponse(
  path: string,
  body: Record<string, unknown>,
  scenario: UnsubscribeScenario | undefined,
  answer: Answer,
): Promise<Response> | null {
  if (!scenario || !/^\/api\/notifications\/(unsubscribe|resubscribe)$/.test(path)) return null;
  (scenario.calls ??= []).push({ path, token: body.token });
  const next = scenario.answers?.shift() ?? 'ok';
  return answer(next, () => (path.endsWith('/unsubscribe') ? unsubscribedAnswer : resubscribedAnswer));
}

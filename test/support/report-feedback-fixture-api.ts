/** The fixture API's answers for GET/POST /api/image_viewer_link/questionnaires (<rad-report-feedback>). */
import type { FeedbackScenario } from '../../widgets/report-feedback/fixtures';

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

export function reportFeedbackResponse(
  path: string,
  body: Record<string, unknown>,
  scenario: FeedbackScenario | undefined,
): Promise<Response> | null {
  if (!scenario || path !== '/api/image_viewer_link/questionnaires') return null;
  if (Object.keys(body).length === 0) {
    const load = scenario.load;
    if (load === 'never') return new Promise<Response>(() => {});
    if (typeof load === 'number') return json({ message: 'message.referrer_feedback_error', code: 'not_found' }, load);
    return 'status' in load ? json(load.body, load.status) : json(load);
  }
  (scenario.saved ??= []).push(body);
  const next = scenario.saves?.shift() ?? 'ok';
  if (next === 'ok') return json({ status: 'SAVED' }, 201);
  if (typeof next === 'number') return json({ message: 'Fixture failure', code: 'internal' }, next);
  return json(next.body, next.status);
}

/**
 * Chat with an agent (src/api/API.md#chat). Two parts:
 * - `chatBookingRequestRoutes`, mounted at /api/secured/booking_requests beside the booking
 *   requests' own routes: the booking summary the agent receives, and the conversation events
 *   that book the request or hand it back to the patient. Behind the booking request's grant.
 * - `chatDemoRoutes`, mounted at /demo/chat: the reference server's local messenger (a script with
 *   the Genesys-style command interface), the agent's page, and a patient page holding <rad-chat>.
 *   The messages travel over the WebSocket of chat-socket.ts.
 */
import { Hono } from 'hono';
import { ChatEventRequestSchema } from '../../../../src/api/schemas/chat.schema';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { requireGrant } from '../session/require-grant';
import { validate } from '../../http/validate';
import { bookingKeyOf, bookingRequestSubject } from '../booking-requests/queries';
import { agentPage, clientFile, patientPage } from './demo-pages';
import { chatSummary } from './queries';
import { applyChatEvent } from './service';

export function chatBookingRequestRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const grant = requireGrant(db, 'BOOKING_REQUEST', (c) => bookingRequestSubject(db, c.req.param('id') ?? ''));

  app.get('/:id/chat_summary', grant, async (c) => {
    const summary = await chatSummary(db, bookingKeyOf(c.var.grant.subject));
    if (!summary) throw new ApiError(404, 'No such booking request', 'not_found');
    return jsonBody(c, summary);
  });
  app.post('/:id/chat_events', grant, validate(ChatEventRequestSchema, 'Unknown chat event'), async (c) => {
    const result = await applyChatEvent(db, bookingKeyOf(c.var.grant.subject), c.req.valid('json').event);
    if (!result) throw new ApiError(404, 'No such booking request', 'not_found');
    return jsonBody(c, result);
  });
  return app;
}

export function chatDemoRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/messenger.js', (c) => clientFile(c, 'messenger.js'));
  app.get('/agent.js', (c) => clientFile(c, 'agent.js'));
  app.get('/agent.css', (c) => clientFile(c, 'agent.css'));
  app.get('/agent', (c) => c.html(agentPage()));
  app.get('/', (c) => c.html(patientPage(c.req.query('bookingKey'))));
  return app;
}

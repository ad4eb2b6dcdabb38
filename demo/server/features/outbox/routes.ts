import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { renderPage } from '../../http/html';
import { jsonBody } from '../../http/json';
import { renderOutbox } from './page';
import { clearOutbox, listOutbox } from './queries';

/** The development outbox for tests, as JSON (mounted at /api/dev/outbox). */
export function outboxApiRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const recipient = c.req.query('recipient') ?? '';
    const messages = await listOutbox(db, recipient ? { recipient } : {});
    return jsonBody(c, { messages });
  });

  app.delete('/', async (c) => {
    await clearOutbox(db);
    return c.body(null, 204);
  });

  return app;
}

/** The development outbox for people, as a page (mounted at /dev/outbox). */
export function outboxPageRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const recipient = c.req.query('recipient') ?? '';
    const messages = await listOutbox(db, recipient ? { recipient } : {});
    c.header('Cache-Control', 'no-store');
    return c.html(renderPage({ title: 'Development outbox', main: renderOutbox(messages, recipient), widgets: false }));
  });

  return app;
}

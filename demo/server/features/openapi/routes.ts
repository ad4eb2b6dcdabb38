/** `GET /api/openapi.json`: the OpenAPI 3.1 document of the routes this app registered (document.ts). */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../http/json';
import { openApiDocument, type RouteEntry } from './document';

export function openApiRoutes(routes: () => readonly RouteEntry[], version: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let document: ReturnType<typeof openApiDocument> | undefined;
  // Built at the first request: by then every feature is mounted.
  app.get('/openapi.json', (c) => jsonBody(c, (document ??= openApiDocument(routes(), version)), 200, 'public, max-age=300'));
  return app;
}

/**
 * The server and src/api/API.md describe the same paths: every route the app registers under
 * /api, /dev and /health has a row in one of API.md's tables, and every row names a route the app
 * registers. A new route without documentation, or a documented path nobody serves, fails here.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Db } from './db/db';
import { openTestDb } from './test-support';

const API_MD = new URL('../../src/api/API.md', import.meta.url);
/** The API surface; pages (/demo/, portal routes, /widgets/*) are described by their own section. */
const IN_SCOPE = /^\/(api|dev|health)(\/|$)/;

/**
 * Hono's `/api/:projectId{[A-Za-z0-9_-]{1,64}}/envelope/` and API.md's
 * `/api/{projectId}/envelope/` both become `/api/{}/envelope`: parameter names and patterns do
 * not matter, only where a parameter stands (a pattern ending in `\.json` keeps its `.json`).
 */
function honoPath(path: string): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    if (path[i] !== ':') {
      out += path[i];
      continue;
    }
    while (i + 1 < path.length && /\w/.test(path[i + 1]!)) i++;
    let pattern = '';
    if (path[i + 1] === '{') {
      let depth = 0;
      do {
        i++;
        if (path[i] === '{') depth++;
        else if (path[i] === '}') depth--;
        pattern += path[i];
      } while (depth > 0 && i < path.length);
    }
    out += pattern.endsWith('\\.json}') ? '{}.json' : '{}';
  }
  return trimSlash(out);
}

function docPath(path: string): string {
  return trimSlash(path.replace(/\?.*$/, '').replace(/\{[^}]*\}/g, '{}'));
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(() => db?.close());

describe('routes and API.md', () => {
  it('list the same methods and paths', async () => {
    const app = createApp({ db, log: 'silent', devRoutes: 'on' });
    const served = new Set(
      app.routes
        // Middleware registers as ALL; preflights (OPTIONS) are the CORS rule of API.md's conventions.
        .filter((route) => route.method !== 'ALL' && route.method !== 'OPTIONS' && IN_SCOPE.test(route.path))
        .map((route) => `${route.method} ${honoPath(route.path)}`),
    );
    const markdown = await readFile(API_MD, 'utf8');
    const documented = new Set(
      [...markdown.matchAll(/^\| `(GET|HEAD|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/gm)]
        .filter((match) => IN_SCOPE.test(match[2]!))
        .map((match) => `${match[1]} ${docPath(match[2]!)}`),
    );

    expect(served.size).toBeGreaterThan(15);
    expect([...served].filter((route) => !documented.has(route)).sort(), 'served but not in API.md').toEqual([]);
    expect([...documented].filter((route) => !served.has(route)).sort(), 'in API.md but not served').toEqual([]);
  });

  it('the OpenAPI document at /api/openapi.json lists exactly the registered operations, with their schemas', async () => {
    const app = createApp({ db, log: 'silent', devRoutes: 'on' });
    const served = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.method !== 'OPTIONS' && IN_SCOPE.test(route.path))
        .map((route) => `${route.method} ${honoPath(route.path)}`),
    );
    const response = await app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties?: object } }> }; parameters: { name: string; in: string }[] }
        >
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const listed = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${docPath(path)}`),
      ),
    );
    expect([...served].filter((route) => !listed.has(route)).sort(), 'served but not in openapi.json').toEqual([]);
    expect([...listed].filter((route) => !served.has(route)).sort(), 'in openapi.json but not served').toEqual([]);
    // The same valibot schemas the server checks with: the booking create's body, the slot search's query.
    const create = document.paths['/api/appointments']!.post!;
    expect(Object.keys(create.requestBody!.content['application/json']!.schema.properties!)).toEqual(
      expect.arrayContaining(['form', 'items', 'bookingKey']),
    );
    const search = document.paths['/api/clinic_appointments']!.get!;
    expect(search.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['clinicIds', 'examSlug', 'start', 'end']),
    );
    const bodies = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.requestBody);
    expect(bodies.length).toBeGreaterThan(25);
  });
});

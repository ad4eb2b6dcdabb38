/**
 * The OpenAPI 3.1 document of the reference server, generated from what the app registers: every
 * route under /api, /dev and /health, its path parameters, and the request body and query schemas
 * its `validate` / `validateQuery` middleware checks (the same valibot schemas the widgets use,
 * converted by @valibot/to-json-schema). Nothing is listed twice, so it cannot drift from the code.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { BODY_SCHEMA, QUERY_SCHEMA } from '../../http/validate';

export interface RouteEntry {
  method: string;
  path: string;
  handler: unknown;
}

interface Operation {
  operationId: string;
  parameters: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: unknown }>;
  requestBody?: { required: true; content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
}

/** The API surface; pages (/demo/, portal routes, /widgets/*) are HTML, described in API.md. */
const IN_SCOPE = /^\/(api|dev|health)(\/|$)/;

const jsonSchema = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as Record<string, unknown>;

/** `/api/x/:id{[0-9]+}/y` → `/api/x/{id}/y`, and the names of its parameters. */
export function openApiPath(honoPath: string): { path: string; params: string[] } {
  const params: string[] = [];
  let path = '';
  for (let i = 0; i < honoPath.length; i++) {
    if (honoPath[i] !== ':') {
      path += honoPath[i];
      continue;
    }
    let name = '';
    while (i + 1 < honoPath.length && /\w/.test(honoPath[i + 1]!)) name += honoPath[++i];
    let pattern = '';
    if (honoPath[i + 1] === '{') {
      let depth = 0;
      do {
        i++;
        if (honoPath[i] === '{') depth++;
        else if (honoPath[i] === '}') depth--;
        pattern += honoPath[i];
      } while (depth > 0 && i < honoPath.length);
    }
    params.push(name);
    // `:locale{.+\.json}` is a parameter followed by a literal `.json`.
    path += pattern.endsWith('\\.json}') ? `{${name}}.json` : `{${name}}`;
  }
  return { path: path.length > 1 ? path.replace(/\/+$/, '') : path, params };
}

function tagged(handler: unknown, key: symbol): v.GenericSchema | undefined {
  return typeof handler === 'function'
    ? ((handler as unknown as Record<symbol, v.GenericSchema | undefined>)[key] ?? undefined)
    : undefined;
}

export function openApiDocument(routes: readonly RouteEntry[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (route.method === 'ALL' || route.method === 'OPTIONS' || !IN_SCOPE.test(route.path)) continue;
    const { path, params } = openApiPath(route.path);
    const method = route.method.toLowerCase();
    const entry = (paths[path] ??= {});
    const operation = (entry[method] ??= {
      operationId: `${method} ${path}`,
      parameters: params.map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } })),
      responses: { default: { description: 'JSON; errors are { message, code } with a translation key (API.md)' } },
    });
    const body = tagged(route.handler, BODY_SCHEMA);
    if (body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(body) } } };
    const query = tagged(route.handler, QUERY_SCHEMA);
    if (query) {
      const schema = jsonSchema(query);
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties)) {
        operation.parameters.push({ name, in: 'query', required: required.has(name), schema: property });
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'rad widgets reference API',
      version,
      description: 'Generated from the registered routes and their valibot schemas; the prose contract is src/api/API.md.',
    },
    paths,
  };
}

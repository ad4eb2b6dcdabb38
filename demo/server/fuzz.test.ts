/**
 * Every operation of the OpenAPI document, fuzzed (issue 22): generated and mutated requests —
 * boundary dates, huge numbers, wrong types, unicode, missing and extra fields, path parameters
 * that name nothing or too much — sent anonymously and with a signed-in session. The server must
 * answer each with less than 500, within 2 s, and still answer afterwards.
 *
 * The default run is short (a few requests per operation); `FUZZ_RUNS=40` sends more, and the
 * figures (operations, requests, 5xx, slowest answer) are printed either way.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Db } from './db/db';
import { testBrowser, type TestBrowser } from './features/auth/test-browser';
import { listOutbox } from './features/outbox/queries';
import { openTestDb } from './test-support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 22);

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

let db: Db;
let app: ReturnType<typeof createApp>;
let operations: Operation[];
let signedIn: TestBrowser;

beforeAll(async () => {
  db = await openTestDb();
  // Limits as deployed would answer 429 to most of the run; the fuzz is after 5xx and hangs.
  app = createApp({ db, log: 'silent', devRoutes: 'on', authRateLimit: 100_000, reportError: () => undefined });
  const document = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<string, { parameters: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters,
      ...(operation.requestBody ? { body: operation.requestBody.content['application/json']!.schema } : {}),
    })),
  );
  // A patient with the appointment and its results open (date of birth, then the code).
  signedIn = testBrowser(app);
  await signedIn.solveCaptcha();
  await signedIn.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey: 'DEMO-APPT-1001', dateOfBirth: '1985-03-27' });
  await signedIn.post('/api/auth/patient', { type: 'APPOINTMENT_RESULTS', bookingKey: 'DEMO-APPT-1001', dateOfBirth: '1985-03-27' });
  await signedIn.post('/api/auth/otp/send', { type: 'APPOINTMENT_RESULTS', bookingKey: 'DEMO-APPT-1001', otpMethod: 'EMAIL' });
  const [code] = await listOutbox(db, { recipient: 'ana.kovac@example.com' });
  await signedIn.post('/api/auth/otp/validate', {
    type: 'APPOINTMENT_RESULTS',
    bookingKey: 'DEMO-APPT-1001',
    code: code?.code ?? '000000',
  });
}, 120_000);
afterAll(async () => db?.close());

/** Values at the edges: what a careless client, a script or an attacker sends. */
const EDGE_STRINGS = [
  '',
  ' ',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01',
  '1980-02-30',
  '1980-13-45',
  '2026-02-29',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(5000),
  'Ω≈ç√∫˜µ≤≥÷ 😀 ‮ 𝕏',
  '../../etc/passwd',
  "'; drop table appointment; --",
  '<script>alert(1)</script>',
  'DEMO-APPT-1001',
  'demo-appt-1001-1',
  'parramatta',
  'mri-knee',
  'share-ana-knee',
  'true',
  'EMAIL',
];
const EDGE_NUMBERS = [0, -1, 1, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, 0.5, -0.000001];
const anyEdge = fc.oneof(
  fc.constantFrom<unknown>(...EDGE_STRINGS, ...EDGE_NUMBERS, null, true, false, [], {}),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double(),
);

/** A value for a schema: mostly of its type (from its enum, or an edge of that type), sometimes not. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyEdge;
  const choices: fc.Arbitrary<unknown>[] = [anyEdge];
  if (schema.enum?.length) choices.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) choices.push(fc.constant(schema.const));
  if (schema.anyOf?.length) choices.push(...schema.anyOf.map((option) => valueFor(option, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    if (type === 'string') choices.push(fc.constantFrom(...EDGE_STRINGS), fc.string({ maxLength: 64 }));
    if (type === 'number' || type === 'integer') choices.push(fc.constantFrom(...EDGE_NUMBERS), fc.integer());
    if (type === 'boolean') choices.push(fc.boolean());
    if (type === 'array') choices.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 8 }));
    if (type === 'object') choices.push(objectFor(schema, depth + 1));
  }
  return fc.oneof(...choices);
}

/** An object of a schema's properties, some left out, some extra. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth)]));
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 8 }), anyEdge, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** One request of an operation: its path filled, its query and body generated. */
function requestFor(operation: Operation): fc.Arbitrary<{ url: string; body?: string }> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const segment = fc.oneof(
    fc.constantFrom(...EDGE_STRINGS.filter((text) => text.length < 300)),
    fc.string({ minLength: 1, maxLength: 20 }),
  );
  const body = operation.body
    ? fc.oneof(
        { weight: 4, arbitrary: objectFor(operation.body).map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: anyEdge.map((value) => JSON.stringify(value) ?? 'null') },
        { weight: 1, arbitrary: fc.constantFrom('{', '', '[]', '{"a":', 'not json') },
      )
    : fc.constant(undefined);
  return fc
    .record({
      path: fc.tuple(...pathParams.map(() => segment)),
      query: fc.tuple(...queryParams.map((parameter) => fc.option(valueFor(parameter.schema), { nil: undefined }))),
      body,
    })
    .map(({ path, query, body: text }) => {
      let url = operation.path;
      pathParams.forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(path[index] ?? 'x')));
      });
      const search = new URLSearchParams();
      queryParams.forEach((parameter, index) => {
        const value = query[index];
        if (value !== undefined) search.set(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
      });
      const qs = search.toString();
      return { url: qs ? `${url}?${qs}` : url, ...(text !== undefined ? { body: text } : {}) };
    });
}

describe('fuzz', () => {
  it('no operation answers 5xx or takes over 2 s, anonymous or signed in, and the server answers afterwards', async () => {
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let requests = 0;
    let slowest = { ms: 0, what: '' };
    for (const [index, operation] of operations.entries()) {
      const samples = fc.sample(requestFor(operation), { numRuns: RUNS, seed: SEED + index });
      for (const sample of samples) {
        for (const cookie of [null, signedIn.cookie]) {
          const headers = new Headers({ 'Idempotency-Key': crypto.randomUUID() });
          if (cookie) headers.set('Cookie', cookie);
          if (sample.body !== undefined) headers.set('Content-Type', 'application/json');
          const started = performance.now();
          let status: number;
          try {
            const response = await app.request(sample.url, {
              method: operation.method,
              headers,
              ...(sample.body !== undefined && operation.method !== 'GET' && operation.method !== 'HEAD' ? { body: sample.body } : {}),
            });
            await response.arrayBuffer();
            status = response.status;
          } catch (error) {
            status = 599;
            failures.push(`${operation.method} ${sample.url}: threw ${String(error)}`);
          }
          const ms = performance.now() - started;
          requests += 1;
          const what = `${operation.method} ${sample.url.slice(0, 120)}`;
          if (ms > slowest.ms) slowest = { ms, what };
          if (status >= 500) failures.push(`${what} → ${status}${sample.body ? ` body ${sample.body.slice(0, 200)}` : ''}`);
          if (ms > 2_000) failures.push(`${what} took ${Math.round(ms)} ms`);
        }
      }
    }
    console.log(
      `fuzz: ${operations.length} operations, ${requests} requests, ${failures.filter((f) => / → 5\d\d/.test(f)).length} answers of 5xx, slowest ${Math.round(slowest.ms)} ms (${slowest.what})`,
    );
    expect(failures).toEqual([]);
    expect((await app.request('/health')).status).toBe(200);
  }, 600_000);
});

// security.md item 14: bad input never yields a 5xx. Every route in the OpenAPI description is called with
// malformed bodies, wrong types, huge strings, unknown fields and random JSON, signed in and signed out.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate } from './helpers/factories';

let app: TestApp;
let auth: { authorization: string };
type Operation = { method: string; path: string; schema: { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } } };
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema> };
let operations: Operation[] = [];

// Calls whose purpose is to send mail or burn rate-limit budgets are still fuzzed; the limits make them answer 429.
beforeAll(async () => {
  app = await createTestApp();
  auth = (await createSignedInCandidate(app)).auth;
  const spec = app.swagger() as { paths: Record<string, Record<string, Operation['schema']>> };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, schema]) => ({ method: method.toUpperCase(), path, schema })),
  );
});
afterAll(() => app.close());

const HUGE = 'x'.repeat(200_000);
const PATH_PARAMETER = /\{[^}]+\}/;
const PATH_VALUES = ['x', '00000000-0000-0000-0000-000000000000', '%00', HUGE.slice(0, 150), '../../etc/passwd'];
const fillParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

function wrongTypes(schema: JsonSchema | undefined): Record<string, unknown>[] {
  const props = Object.keys(schema?.properties ?? {});
  const variants: Record<string, unknown>[] = [];
  for (const wrong of [12345, true, null, [], {}, HUGE, { $where: '1' }, ['a', { b: 1 }], -1e308, '\u0000']) {
    variants.push(Object.fromEntries(props.map((p) => [p, wrong])));
  }
  variants.push({ ...Object.fromEntries(props.map((p) => [p, 'a'])), unknownField: 'x', __proto__: { polluted: true } });
  return variants;
}

describe('no route answers bad input with a 5xx', () => {
  it('has routes to fuzz', () => {
    expect(operations.length).toBeGreaterThan(3);
  });

  it('survives fixed hostile payloads', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const bodySchema = op.schema.requestBody?.content?.['application/json']?.schema;
      // Each body is serialised once: a body with a 200,000-character value in every field is megabytes of text.
      const bodies = [undefined, {}, [], 'text', 0, null, ...wrongTypes(bodySchema)].map((body) => {
        const json = body === undefined ? undefined : JSON.stringify(body);
        return json === undefined ? undefined : { json, shown: json.slice(0, 80) };
      });
      // The path values go where the path has parameters; a path without any would be sent the same request five times.
      for (const param of PATH_PARAMETER.test(op.path) ? PATH_VALUES : ['']) {
        for (const headers of [{}, auth, { authorization: 'Bearer not-a-token' }]) {
          for (const body of op.method === 'GET' || op.method === 'HEAD' ? [undefined] : bodies) {
            const res = await app.inject({
              method: op.method as 'GET',
              url: fillParams(op.path, param) + '?page=-1&perPage=abc&path=' + encodeURIComponent(HUGE.slice(0, 3000)),
              headers,
              ...(body === undefined ? {} : { payload: body.json, headers: { ...headers, 'content-type': 'application/json' } }),
            });
            if (res.statusCode >= 500) failures.push(`${op.method} ${op.path} ${body?.shown} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('survives random JSON bodies', async () => {
    const posts = operations.filter((op) => op.method !== 'GET' && op.method !== 'HEAD');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), fc.jsonValue({ maxDepth: 4 }), fc.boolean(), async (op, body, signedIn) => {
        const res = await app.inject({
          method: op.method as 'POST',
          url: fillParams(op.path, 'random'),
          headers: { 'content-type': 'application/json', ...(signedIn ? auth : {}) },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  }, 300_000);
});

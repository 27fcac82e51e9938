// The OpenAPI document is the contract (decision 038): it passes an OpenAPI validator, and every operation, called with
// requests drawn from the document alone (valid ones and mutated ones, with its credential and without), answers
// only statuses the document declares for it, with bodies that fit what it declares, and never a 5xx. Seeded: a
// failure names its seed, and FUZZ_SEED=<seed> draws the same requests again.
import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/program';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartBody, PDF } from './helpers/documents';
import { createSignedInCandidate } from './helpers/factories';
import { answerChecker, mutantOf, type Operation, operationsOf, type Schema, valueOf } from './helpers/openapi';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
/** Requests a operation: valid ones and mutated ones. */
const VALID = 4;
const MUTATED = 6;

let app: TestApp;
let document: object;
let operations: Operation[];
let agencyKey: string;

beforeAll(async () => {
  app = await createTestApp();
  document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = await operationsOf(document);
  const out: string[] = [];
  const made = await runCommand(
    ['agency:key', '--org', 'MHS', '--name', 'Contract fuzz', '--scopes', 'candidates:read,candidates:sensitive,submissions:write,jobs:write'],
    { withDatabase: (work) => work(app.database), resolvePath: (f) => f },
    { out: (t) => out.push(t), err: () => undefined },
  );
  expect(made).toBe(0);
  agencyKey = out.join('').trimEnd().split('\n').at(-1)!;
});
afterAll(() => app?.close());

type Credential = 'own' | 'none' | 'bad';
type Draw = { params: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown>; type?: string; body?: unknown; credential: Credential; mutation?: string };

const pathParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'path');
const queryParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'query');
const headerParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'header');

function recordOf(params: Operation['parameters'] & object, value: (schema: Schema) => fc.Arbitrary<unknown>) {
  return fc.record(Object.fromEntries(params.map((p) => [p.name, value(p.schema)])), { requiredKeys: params.filter((p) => p.required).map((p) => p.name) });
}

/** A valid request of the operation, as the document describes it. */
function validDraw(op: Operation): fc.Arbitrary<Draw> {
  const types = Object.keys(op.requestBody?.content ?? {});
  const body = types.length
    ? fc.constantFrom(...types).chain((type) => valueOf(op.requestBody!.content[type]!.schema).map((value) => ({ type, body: value })))
    : fc.constant({});
  return fc.record({
    params: recordOf(pathParams(op), (schema) => valueOf({ ...schema, minLength: Math.max(1, schema.minLength ?? 1) })),
    query: recordOf(queryParams(op), valueOf),
    headers: recordOf(headerParams(op), valueOf),
    body,
    credential: fc.constantFrom<Credential>('own', 'own', 'none'),
  }).map(({ body, ...rest }) => ({ ...rest, ...body }));
}

/** A request the document does not promise to take: a wrong body, a body of another type, odd parameters, a bad token. */
function mutatedDraw(op: Operation): fc.Arbitrary<Draw> {
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  return fc.tuple(validDraw(op), fc.constantFrom('body', 'form', 'text', 'param', 'query', 'token'), mutantOf(jsonSchema), fc.constantFrom('x'.repeat(300), '..', 'x', '%00', '0')).map(
    ([draw, mutation, mutant, odd]): Draw => {
      switch (mutation) {
        case 'body':
          return { ...draw, mutation, type: 'application/json', body: mutant };
        case 'form':
          return { ...draw, mutation, type: 'application/x-www-form-urlencoded', body: { a: 'b' } };
        case 'text':
          return { ...draw, mutation, type: 'text/plain', body: 'hello' };
        case 'param':
          return { ...draw, mutation, params: Object.fromEntries(Object.keys(draw.params).map((name) => [name, odd])) };
        case 'query':
          return { ...draw, mutation, query: Object.fromEntries(queryParams(op).map((p) => [p.name, odd])) };
        default:
          return { ...draw, mutation, credential: 'bad' };
      }
    },
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The draw as an HTTP request; `session` is the candidate's token of the operation's own candidate. */
async function requestOf(op: Operation, draw: Draw, session: () => Promise<string>) {
  let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (draw.mutation === 'param' ? String(draw.params[name]) : encodeURIComponent(text(draw.params[name]))));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(draw.query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, text(one));
  }
  if ([...search].length) url += `?${search}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(draw.headers)) if (value !== undefined && name.toLowerCase() !== 'accept') headers[name] = text(value);
  const scheme = Object.keys(op.security?.[0] ?? {})[0];
  if (draw.credential === 'bad') headers.authorization = 'Bearer not-a-credential';
  if (draw.credential === 'own') headers.authorization = `Bearer ${scheme === 'agencyKey' ? agencyKey : await session()}`;
  let payload: string | Buffer | undefined;
  if (draw.type === 'application/json') payload = JSON.stringify(draw.body ?? null);
  else if (draw.type === 'application/x-www-form-urlencoded')
    payload = new URLSearchParams(Object.entries((draw.body ?? {}) as object).map(([k, v]): [string, string] => [k, text(v)])).toString();
  else if (draw.type === 'multipart/form-data') {
    const fields = Object.entries((draw.body ?? {}) as object).filter(([name, v]) => name !== 'file' && v !== undefined);
    const body = multipartBody([...fields.map(([name, value]) => ({ name, value: text(value) })), { name: 'file', filename: 'cv.pdf', content: PDF, type: 'application/pdf' }]);
    payload = body.payload;
    Object.assign(headers, body.headers);
  } else if (draw.type) payload = text(draw.body);
  if (draw.type && draw.type !== 'multipart/form-data') headers['content-type'] = draw.type;
  return { method: op.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) };
}

const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    await SwaggerParser.validate(structuredClone(document) as never);
  });

  it('declares for every operation its error answers in the one error shape, and a body for every upload', () => {
    const upload = (path: string, method: string) => operations.find((op) => op.path === path && op.method === method)!;
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400 && Number(status) < 500) expect(response.content?.['application/json']?.schema, `${op.method} ${op.path} ${status}`).toMatchObject({ required: ['status', 'message'] });
      }
      if (op.security?.length) expect(Object.keys(op.responses), `${op.method} ${op.path}`).toContain('401');
    }
    for (const [path, fields] of [['/api/candidate/documents', ['kind', 'file']], ['/api/profile/avatar', ['file']]] as const) {
      const schema = upload(path, 'POST').requestBody?.content['multipart/form-data']?.schema;
      expect(schema?.required, path).toEqual(fields);
      expect(schema?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('gives the formats of e-mail addresses, state codes, phone numbers and dates, and the credential headers', () => {
    const body = (path: string, method = 'POST') => operations.find((op) => op.path === path && op.method === method)!.requestBody!.content['application/json']!.schema.properties!;
    expect(body('/api/auth/register').email).toMatchObject({ type: 'string', format: 'email' });
    expect(body('/api/support/contact').email).toMatchObject({ format: 'email' });
    expect(body('/api/auth/get-Housing-Data').state!.enum).toContain('TX');
    expect(body('/api/auth/get-Housing-Data').checkIn).toMatchObject({ format: 'date' });
    expect(body('/api/subcribe').states!.items!.enum).toContain('CA');
    expect(new RegExp(body('/api/profile', 'PUT').cell!.anyOf![1]!.pattern!).test('(918) 555-0142')).toBe(true);
    expect(new RegExp(body('/api/reference/add').phone!.pattern!).test('918-555-0142')).toBe(true);
    const schemes = (document as { components: { securitySchemes: Record<string, object> } }).components.securitySchemes;
    expect(schemes.quickDraft).toEqual({ type: 'apiKey', in: 'header', name: 'x-quick-draft' });
    const finish = operations.find((op) => op.path === '/api/quick/application/finish')!;
    expect(finish.security).toEqual([{ quickDraft: [] }]);
  });
});

describe('every operation answers what the document declares', () => {
  it('valid and mutated requests drawn from the document, with the credential and without: no 5xx, no undeclared status or body', async () => {
    const check = answerChecker();
    const failures: string[] = [];
    let sent = 0;
    const succeeded = new Set<string>();
    for (const op of operations) {
      const seed = SEED ^ hash(`${op.method} ${op.path}`);
      const draws = [...fc.sample(validDraw(op), { seed, numRuns: VALID }), ...fc.sample(mutatedDraw(op), { seed: seed + 1, numRuns: MUTATED })];
      // Each operation its own candidate, made when first needed: a call that ends the session ends only its own.
      let token: Promise<string> | undefined;
      const session = () => (token ??= createSignedInCandidate(app).then((who) => who.token));
      for (const draw of draws) {
        const request = await requestOf(op, draw, session);
        const answer = await app.inject(request);
        sent += 1;
        if (answer.statusCode < 300) succeeded.add(`${op.method} ${op.path}`);
        const problem = answer.statusCode >= 500 ? `a ${answer.statusCode}: ${answer.body.slice(0, 200)}` : check(op, answer);
        if (problem) failures.push(`${op.method} ${op.path} [${draw.mutation ?? 'valid'}, ${draw.credential}] ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}\n    ${problem}`);
      }
    }
    expect(sent).toBe(operations.length * (VALID + MUTATED));
    // Valid draws reach the calls' success answers too, not only their refusals (about 55 of 130 operations with the
    // default seed: the others need ids or tokens that exist, which a schema cannot draw).
    expect(succeeded.size).toBeGreaterThan(operations.length / 3);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 120_000);
});

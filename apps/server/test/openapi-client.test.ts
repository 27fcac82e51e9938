// A client generated from the OpenAPI document alone (openapi-typescript's types, openapi-fetch) does the work of an
// agency integration over real HTTP: a candidate signs in and uploads a CV, and the organisation's key reads the CV's
// bytes back through the agency API (decision 038). The committed types are the document's current ones.
import { readFile, writeFile } from 'node:fs/promises';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/program';
import type { paths } from './generated/openapi';
import { createTestApp, type TestApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { PDF } from './helpers/documents';
import { GENERATED_TYPES, generateTypes } from './helpers/openapi-types';

let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app?.close());

/** A key of the organisation, made as `portal agency:key` makes it (the command's own runner, in this process). */
async function agencyKey(org: string, scopes: string) {
  const out: string[] = [];
  const code = await runCommand(
    ['agency:key', '--org', org, '--name', 'Generated client', '--scopes', scopes],
    { withDatabase: (work) => work(app.database), resolvePath: (f) => f },
    { out: (t) => out.push(t), err: () => undefined },
  );
  expect(code).toBe(0);
  return out.join('').trimEnd().split('\n').at(-1)!;
}

describe('a client generated from the OpenAPI document', () => {
  it('has the types of the current document', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as object;
    const generated = await generateTypes(document);
    if (process.env.OPENAPI_TYPES === 'write') await writeFile(GENERATED_TYPES, generated);
    expect(generated === (await readFile(GENERATED_TYPES, 'utf8')), 'test/generated/openapi.d.ts is not the current document: run OPENAPI_TYPES=write npx vitest run apps/server/test/openapi-client.test.ts').toBe(true);
  });

  it('signs a candidate in, uploads a CV, and reads its bytes back through the agency API', async () => {
    const account = await signUp(app);
    const client = createClient<paths>({ baseUrl });

    const signedIn = await client.POST('/api/auth/login', { body: { type: 'login', email: account.email, password: account.password } });
    expect(signedIn.response.status).toBe(200);
    const session = signedIn.data!.data;
    if (!('token' in session)) throw new Error('sign-in answered no session');
    const candidate = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${session.token}` } });

    const uploaded = await candidate.POST('/api/candidate/documents', {
      body: { kind: 'resume', file: new Blob([PDF], { type: 'application/pdf' }) },
      bodySerializer(body) {
        const form = new FormData();
        form.append('kind', body.kind);
        form.append('file', body.file, 'cv.pdf');
        return form;
      },
    });
    expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(200);
    const document = uploaded.data!.data;
    expect(document).toMatchObject({ kind: 'resume', mime: 'application/pdf' });

    const agency = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${await agencyKey(session.org, 'candidates:read')}` } });
    const listed = await agency.GET('/api/agency/v1/candidates/{id}/documents', { params: { path: { id: session.profile.id } } });
    expect(listed.data?.data.map((d) => d.id)).toEqual([document.id]);
    const bytes = await agency.GET('/api/agency/v1/candidates/{id}/documents/{docId}', {
      params: { path: { id: session.profile.id, docId: document.id } },
      parseAs: 'arrayBuffer',
    });
    expect(bytes.response.status).toBe(200);
    expect(bytes.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(bytes.data!).equals(PDF)).toBe(true);

    // Without a key, the generated client gets the declared error answer in the one error shape.
    const refused = await createClient<paths>({ baseUrl }).GET('/api/agency/v1/candidates/{id}/documents', { params: { path: { id: session.profile.id } } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
  });
});

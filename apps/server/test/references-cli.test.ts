// `portal references:*` as an operator runs it: the rule per organisation, a candidate's references, the agency PDF,
// and an answer taken by phone (run in this process, as the running portal runs a command sent to its socket).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../src/cli/program';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { portalInProcess } from './helpers/cli';
import { createSignedInCandidate } from './helpers/factories';
import { pdfText } from './helpers/pdf';
import { referenceRequest } from './helpers/reference-factories';

const { dataDir, portal } = portalInProcess('portal-cli-references-');

describe('portal references commands', () => {
  it('turns the rule off and on, lists the demo references and writes a completed one as a PDF', async () => {
    expect((await portal('seed:demo')).code).toBe(0);
    const off = await portal('references:rule', 'mhs', 'off');
    expect(off.code, off.err).toBe(0);
    expect(off.out).toContain('References rule for MHS: off.');
    expect((await portal('references:rule', 'MHS', 'on')).out).toContain('References rule for MHS: on');
    const bad = await portal('references:rule', 'NOPE', 'on');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('No organisation with the code NOPE.');
    expect((await portal('references:rule', 'MHS', 'maybe')).err).toContain('The state is on or off.');

    const listed = await portal('references:list', 'demo@meridianhealthstaffing.com');
    expect(listed.code, listed.err).toBe(0);
    const lines = listed.out.trim().split('\n');
    expect(lines).toHaveLength(3);
    const completed = lines.find((l) => l.includes('Renee Caldwell'))!;
    expect(completed).toContain('completed');
    const id = completed.split(/\s+/)[0]!;

    const out = path.join(dataDir, 'ref.pdf');
    const written = await portal('references:pdf', id, '--out', out);
    expect(written.code, written.err).toBe(0);
    expect(existsSync(out)).toBe(true);
    const text = await pdfText(readFileSync(out));
    expect(text).toContain('Professional reference');
    expect(text).toContain('Renee Caldwell');
    expect(text).toContain('Verified address');

    const awaiting = lines.find((l) => l.includes('Priya Natarajan'))!.split(/\s+/)[0]!;
    const refused = await portal('references:pdf', awaiting, '--out', out);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('This reference has not been answered yet.');
  }, 180_000);
});

describe('portal references:record-phone', () => {
  let app: TestApp;
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-cli-phone-'));
  beforeAll(async () => {
    app = await createTestApp();
    // The command reads the configuration as the portal does: the same keys as this app's.
    const config = testConfig();
    vi.stubEnv('DATA_DIR', folder);
    vi.stubEnv('JWT_SECRET', config.secrets.jwt);
    vi.stubEnv('DATA_ENCRYPTION_KEY', '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    rmSync(folder, { recursive: true, force: true });
    await app?.close();
  });

  /** One command line run inside this app, as the portal runs one sent to its command socket (main.ts). */
  async function portal(...args: string[]) {
    const seen = { out: '', err: '' };
    const code = await runCommand(args, { withDatabase: (work) => work(app.database), resolvePath: (file) => path.resolve(folder, file) }, {
      out: (text) => (seen.out += text),
      err: (text) => (seen.err += text),
    });
    return { code, ...seen };
  }

  it('records the answer with who took it; the reference is complete for the candidate, and the agency PDF says it was taken by phone', async () => {
    const who = await createSignedInCandidate(app);
    const added = await app.inject({ method: 'POST', url: '/api/reference/add', headers: who.auth, payload: referenceRequest({ contactMethod: 'phone', email: '' }) });
    const id = added.json().data._id as string;
    writeFileSync(
      path.join(folder, 'answer.json'),
      JSON.stringify({ outcome: 'datesOnly', answeredByName: 'Lena Brooks', answeredByTitle: 'HR Coordinator', employedFrom: '2021-03-01', employedTo: '2024-06-28', positionHeld: 'PCT' }),
    );
    writeFileSync(path.join(folder, 'bad.json'), '{"outcome": "reference"');

    const missing = await portal('references:record-phone', '--reference', id, '--recorded-by', 'Jamie Rivera', '--answers-file', 'nope.json');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`No file ${path.join(folder, 'nope.json')}.`);
    const bad = await portal('references:record-phone', '--reference', id, '--recorded-by', 'Jamie Rivera', '--answers-file', 'bad.json');
    expect(bad.err).toContain('is not JSON.');

    const done = await portal('references:record-phone', '--reference', id, '--recorded-by', 'Jamie Rivera', '--answers-file', 'answer.json');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(new RegExp(`^Reference ${id} is completed: taken by phone, recorded by Jamie Rivera at \\d{4}-\\d{2}-\\d{2}T`));
    const listed = (await app.inject({ url: '/api/reference/get-reference', headers: who.auth })).json().data[0];
    expect(listed).toMatchObject({ _id: id, status: 'completed' });
    expect(JSON.stringify(listed)).not.toContain('Lena Brooks');

    const again = await portal('references:record-phone', '--reference', id, '--recorded-by', 'Jamie Rivera', '--answers-file', 'answer.json');
    expect(again.code).toBe(1);
    expect(again.err).toContain('This reference has already been answered.');

    const written = await portal('references:pdf', id, '--out', 'phone.pdf');
    expect(written.code, written.err).toBe(0);
    const text = await pdfText(readFileSync(path.join(folder, 'phone.pdf')));
    expect(text).toContain('Taken by phone: recorded by Jamie Rivera at');
    expect(text).toContain('HR verification of dates only');
    expect(text).toContain('Lena Brooks, HR Coordinator');
  });
});

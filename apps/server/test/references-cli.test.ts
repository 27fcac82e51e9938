// `portal references:*` as an operator runs it: the rule per organisation, a candidate's references, the agency PDF.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalInProcess } from './helpers/cli';
import { pdfText } from './helpers/pdf';

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

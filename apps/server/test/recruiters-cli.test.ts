// `portal recruiters:add | list | remove` and `portal submissions:set-status`, run as an operator runs them.
import { describe, expect, it } from 'vitest';
import { portalInProcess } from './helpers/cli';

const { portal } = portalInProcess('portal-cli-recruiters-');

describe('portal recruiters:*', () => {
  it('adds, updates, lists and removes recruiters; the demo data has some', async () => {
    expect((await portal('seed:demo')).code).toBe(0);
    const listed = await portal('recruiters:list', '--org', 'MHS');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain('Avery Thompson');
    expect(listed.out).toContain('candidates: 0');

    const add = await portal('recruiters:add', '--org', 'MHS', '--name', 'Jamie Fox', '--email', 'Jamie@Example.com', '--phone', '(615) 555-0177', '--specialties', 'PCT, CNA', '--states', 'tn,ky', '--photo', 'https://example.com/jamie.png');
    expect(add.code, add.err).toBe(0);
    expect(add.out).toContain('Recruiter Jamie Fox <jamie@example.com> saved for MHS.');
    const update = await portal('recruiters:add', '--org', 'MHS', '--name', 'Jamie Fox-Lee', '--email', 'jamie@example.com', '--phone', '(615) 555-0178');
    expect(update.code, update.err).toBe(0);
    const after = (await portal('recruiters:list', '--org', 'MHS')).out;
    expect(after).toContain('Jamie Fox-Lee');
    expect(after).not.toMatch(/Jamie Fox\s/);

    const bad = await portal('recruiters:add', '--org', 'MHS', '--name', 'Jo', '--email', 'jo@example.com', '--phone', 'call me');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('phone: Phone number is not valid.');

    const removed = await portal('recruiters:remove', 'jamie@example.com', '--org', 'MHS');
    expect(removed.code, removed.err).toBe(0);
    expect((await portal('recruiters:list', '--org', 'MHS')).out).toMatch(/^x MHS\s+Jamie Fox-Lee/m);
    expect((await portal('recruiters:remove', 'nobody@example.com', '--org', 'MHS')).code).toBe(1);

    const status = await portal('submissions:set-status', 'demo@meridianhealthstaffing.com', 'interview');
    expect(status.code).toBe(1);
    expect(status.err).toContain('has no submissions.');
    const wrong = await portal('submissions:set-status', 'demo@meridianhealthstaffing.com', 'hired');
    expect(wrong.err).toContain('The status is one of: submitted, in_review');
  }, 240_000);
});

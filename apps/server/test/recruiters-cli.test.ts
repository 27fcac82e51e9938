// `portal recruiters:add | list | remove` and `portal submissions:set-status`, run as an operator runs them.
import { describe, expect, it } from 'vitest';
import { portalCommand } from './helpers/cli';

const { portal } = portalCommand('portal-cli-recruiters-');

describe('portal recruiters:*', () => {
  it('adds, updates, lists and removes recruiters; the demo data has some', () => {
    expect(portal('seed:demo').code).toBe(0);
    const listed = portal('recruiters:list', '--org', 'MHS');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain('Avery Thompson');
    expect(listed.out).toContain('candidates: 0');

    const add = portal('recruiters:add', '--org', 'MHS', '--name', 'Jamie Fox', '--email', 'Jamie@Example.com', '--phone', '(615) 555-0177', '--specialties', 'PCT, CNA', '--states', 'tn,ky', '--photo', 'https://example.com/jamie.png');
    expect(add.code, add.err).toBe(0);
    expect(add.out).toContain('Recruiter Jamie Fox <jamie@example.com> saved for MHS.');
    const update = portal('recruiters:add', '--org', 'MHS', '--name', 'Jamie Fox-Lee', '--email', 'jamie@example.com', '--phone', '(615) 555-0178');
    expect(update.code, update.err).toBe(0);
    const after = portal('recruiters:list', '--org', 'MHS').out;
    expect(after).toContain('Jamie Fox-Lee');
    expect(after).not.toMatch(/Jamie Fox\s/);

    const bad = portal('recruiters:add', '--org', 'MHS', '--name', 'Jo', '--email', 'jo@example.com', '--phone', 'call me');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('phone: Phone number is not valid.');

    const removed = portal('recruiters:remove', 'jamie@example.com', '--org', 'MHS');
    expect(removed.code, removed.err).toBe(0);
    expect(portal('recruiters:list', '--org', 'MHS').out).toMatch(/^x MHS\s+Jamie Fox-Lee/m);
    expect(portal('recruiters:remove', 'nobody@example.com', '--org', 'MHS').code).toBe(1);

    const status = portal('submissions:set-status', 'demo@meridianhealthstaffing.com', 'interview');
    expect(status.code).toBe(1);
    expect(status.err).toContain('has no submissions.');
    const wrong = portal('submissions:set-status', 'demo@meridianhealthstaffing.com', 'hired');
    expect(wrong.err).toContain('The status is one of: submitted, in_review');
  }, 240_000);
});

// The `portal` command, run as a user runs it, on a fresh embedded database (an empty DATA_DIR: the first command
// creates the database).
import { describe, expect, it } from 'vitest';
import { portalCommand } from './helpers/cli';

const { portal } = portalCommand('portal-cli-', { empty: true });

describe('portal CLI', () => {
  it('prints help', () => {
    const { code, out } = portal('--help');
    expect(code).toBe(0);
    for (const command of ['org:add', 'org:list', 'seed:demo']) expect(out).toContain(command);
  });

  it('adds and lists organisations, and refuses bad input with a clear message', () => {
    const bad = portal('org:add', '--code', 'ACME', '--name', 'Acme Staffing', '--support-email', 'nope', '--support-phone', '(555) 555-0100');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('supportEmail: Please enter a valid email.');

    const missing = portal('org:add', '--code', 'ACME');
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain("required option '--name <name>' not specified");

    const good = portal('org:add', '--code', 'ACME', '--name', 'Acme Staffing', '--support-email', 'help@acme.example', '--support-phone', '(555) 555-0100', '--board', 'radjobs');
    expect(good.code).toBe(0);
    expect(good.out).toContain('Organisation ACME (Acme Staffing) saved.');

    const list = portal('org:list');
    expect(list.out).toMatch(/\* ACME\s+Acme Staffing/);
    expect(list.out).toContain('boards: radjobs');
    // The first command makes the database in the empty DATA_DIR (initdb and every migration), as in the test below.
  }, 120_000);

  it('seeds demo data idempotently', () => {
    expect(portal('seed:demo').code).toBe(0);
    const once = portal('org:list').out;
    expect(portal('seed:demo').code).toBe(0);
    expect(portal('org:list').out).toBe(once);
    expect(once).toContain('Meridian Health Staffing');
  }, 120_000);
});

// spec §7 getLogs {portal:'Candidate', release:true, environment omitted when null}: each parameter decides what the
// change-log call lists (CHANGELOG.md holds the candidate portal's notes: released versions and an Unreleased part).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const getLogs = (payload: unknown) => app.inject({ method: 'POST', url: '/api/tech/getLogs', payload: payload as Record<string, unknown> });
const versions = async (payload: unknown) => {
  const res = await getLogs(payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as Array<{ version: string }>).map((entry) => entry.version);
};

describe('getLogs honours portal, release and environment', () => {
  it('release: true lists the released versions only', async () => {
    const listed = await versions({ portal: 'Candidate', release: true });
    expect(listed).toContain('0.1.0');
    expect(listed.map((v) => v.toLowerCase())).not.toContain('unreleased');
  });

  it('release: false lists the notes not released yet, and nothing released', async () => {
    const listed = await versions({ portal: 'Candidate', release: false });
    expect(listed).toEqual(['Unreleased']);
  });

  it('another portal gets no candidate notes; the portal name is not case-sensitive', async () => {
    expect(await versions({ portal: 'Client', release: true })).toEqual([]);
    expect(await versions({ portal: 'candidate', release: true })).toContain('0.1.0');
  });

  it('environment null is "omitted" (spec §7), not a bad request', async () => {
    expect(await versions({ portal: 'Candidate', release: true, environment: null })).toEqual(await versions({ portal: 'Candidate', release: true }));
  });

  it('production runs released versions only: it has no unreleased notes; another environment has them', async () => {
    expect(await versions({ portal: 'Candidate', release: false, environment: 'production' })).toEqual([]);
    expect(await versions({ portal: 'Candidate', release: true, environment: 'production' })).toContain('0.1.0');
    expect(await versions({ portal: 'Candidate', release: false, environment: 'staging' })).toEqual(['Unreleased']);
  });

  it('answers wrong types with a readable message naming the field', async () => {
    const res = await getLogs({ portal: 'Candidate', release: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ path: 'release', message: 'release must be true or false.' });
  });
});

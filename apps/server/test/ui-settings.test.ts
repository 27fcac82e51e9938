// UI settings and the guide flag (spec §3 UI settings, §4 guide) on both engines: defaults, partial changes, validation,
// ownership across candidates and organisations, the guide shown once.
import { DEFAULT_UI_SETTINGS } from '@portal/shared/schemas/ui-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, uiSettings } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/app';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

let app: TestApp;
let alice: SignedInCandidate;
let bob: SignedInCandidate;
let partner: SignedInCandidate;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createSignedInCandidate(app, { firstName: 'Alice' });
  bob = await createSignedInCandidate(app, { firstName: 'Bob' });
  partner = await createSignedInCandidate(app, { firstName: 'Pat', orgCode: 'D2D' });
});
afterAll(async () => {
  await app?.close();
});

const get = (who: SignedInCandidate) => app.inject({ method: 'GET', url: '/api/candidate/ui-settings', headers: who.auth });
const put = (who: SignedInCandidate, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/candidate/ui-settings', headers: who.auth, payload });
const guide = (who: SignedInCandidate, seen: unknown) =>
  app.inject({ method: 'PUT', url: '/api/candidate/ui-settings/guide', headers: who.auth, payload: { seen } });

describe('UI settings', () => {
  it('a new candidate has no saved settings and has not seen the guide', async () => {
    const res = await get(alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: true, data: { settings: null, guideSeen: false } });
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/candidate/ui-settings' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/ui-settings', payload: { mode: 'dark' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/ui-settings/guide', payload: { seen: true } })).statusCode).toBe(401);
  });

  it('a change is merged into the defaults, then into what is stored, and read back', async () => {
    const first = await put(alice, { mode: 'dark', layout: 'top-navigation', org: 'MHS' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.settings).toEqual({ ...DEFAULT_UI_SETTINGS, mode: 'dark', layout: 'top-navigation' });
    const second = await put(alice, { direction: 'rtl', theme: 'graphite', bgPosition: 'full', gradient: false, decoration: false });
    expect(second.statusCode).toBe(200);
    const expected = {
      theme: 'graphite',
      mode: 'dark',
      gradient: false,
      decoration: false,
      layout: 'top-navigation',
      bgPosition: 'full',
      direction: 'rtl',
    };
    expect(second.json().data.settings).toEqual(expected);
    expect((await get(alice)).json().data.settings).toEqual(expected);
  });

  it('a value outside the allowed ones is a 400 naming the field, and nothing changes', async () => {
    const before = (await get(alice)).json().data.settings;
    for (const [payload, message] of [
      [{ layout: 'sideways' }, /layout is one of: left-sidebar, big-sidebar, right-sidebar, top-navigation, mega-menu/],
      [{ theme: 'neon' }, /theme is one of/],
      [{ mode: 'dim' }, /mode is light or dark/],
      [{ direction: 'up' }, /direction is ltr or rtl/],
      [{ bgPosition: 'quarter' }, /background size is one of: header, half, full/],
      [{ gradient: 'yes' }, /gradient is true or false/],
    ] as const) {
      const res = await put(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    expect((await app.inject({ method: 'PUT', url: '/api/candidate/ui-settings', headers: { ...alice.auth, 'content-type': 'application/json' }, payload: '{' })).statusCode).toBe(400);
    expect((await get(alice)).json().data.settings).toEqual(before);
  });

  it('each candidate reads and changes only their own settings, in any organisation', async () => {
    expect((await get(bob)).json().data).toEqual({ settings: null, guideSeen: false });
    expect((await get(partner)).json().data).toEqual({ settings: null, guideSeen: false });
    await put(partner, { mode: 'dark' });
    await put(bob, { layout: 'mega-menu' });
    expect((await get(bob)).json().data.settings).toEqual({ ...DEFAULT_UI_SETTINGS, layout: 'mega-menu' });
    expect((await get(partner)).json().data.settings).toEqual({ ...DEFAULT_UI_SETTINGS, mode: 'dark' });
    expect((await get(alice)).json().data.settings.layout).toBe('top-navigation');
    // A candidate id in the body is not a way in: the row is the session's.
    await put(bob, { candidateId: alice.id, theme: 'rose' } as object);
    expect((await get(alice)).json().data.settings.theme).toBe('graphite');
    const [partnerRow] = await app.db.select().from(uiSettings).where(eq(uiSettings.candidateId, partner.id));
    expect(partnerRow?.orgId).toBe(partner.orgId);
  });

  it('DELETE goes back to the defaults and keeps the guide flag', async () => {
    await guide(bob, true);
    const res = await app.inject({ method: 'DELETE', url: '/api/candidate/ui-settings', headers: bob.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ settings: null, guideSeen: true });
  });
});

describe('guide', () => {
  it('is recorded as shown once, keeps the first date, and can be shown again', async () => {
    const carol = await createSignedInCandidate(app, { firstName: 'Carol' });
    expect((await get(carol)).json().data.guideSeen).toBe(false);
    expect((await guide(carol, true)).json().data).toEqual({ settings: null, guideSeen: true });
    const [first] = await app.db.select().from(uiSettings).where(eq(uiSettings.candidateId, carol.id));
    await guide(carol, true);
    const [again] = await app.db.select().from(uiSettings).where(eq(uiSettings.candidateId, carol.id));
    expect(again?.guideSeenAt?.getTime()).toBe(first?.guideSeenAt?.getTime());
    // Saving settings does not touch the flag.
    await put(carol, { mode: 'dark' });
    expect((await get(carol)).json().data.guideSeen).toBe(true);
    expect((await guide(carol, false)).json().data.guideSeen).toBe(false);
    expect((await get(alice)).json().data.guideSeen).toBe(false);
  });

  it('rejects a body without a boolean', async () => {
    const res = await guide(alice, 'yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/seen is true or false/);
  });

  it('the row goes with the candidate (account deletion)', async () => {
    const dave = await createSignedInCandidate(app, { firstName: 'Dave' });
    await put(dave, { mode: 'dark' });
    await app.db.delete(candidates).where(eq(candidates.id, dave.id));
    expect(await app.db.select().from(uiSettings).where(eq(uiSettings.candidateId, dave.id))).toEqual([]);
  });
});

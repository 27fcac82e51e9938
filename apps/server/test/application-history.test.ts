// Credentialing history on the server (both engines): the background check's addresses as a list covering the past 7
// years (encrypted at rest; the earlier free-text history kept readable), employment gaps explained before the submit,
// and the specialty picker reachable: the quick-apply flow sets the PCT/CNA/CMA placeholder, UserData sends the PCT
// flag, and quick apply and the candidate update share one specialty list.
import { readFile } from 'node:fs/promises';
import { SECTION_KEYS, type SectionKey, type TApplication } from '@portal/shared/application/contract';
import { GAP_MESSAGES } from '@portal/shared/application/gaps';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { APPLICATION_MESSAGES as M } from '@portal/shared/application/validate';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSections, candidates } from '../src/db/schema/index';
import { encryptSection } from '../src/modules/application/crypto';
import { cipherOf } from '../src/modules/application/service';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, outbox } from './helpers/auth';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { pdfText } from './helpers/pdf';
import { giveCompletedReferences } from './helpers/reference-factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
}, 60_000);
afterAll(() => app?.close());

type Row = Record<string, unknown>;
const save = (who: SignedInCandidate, key: string, body: Row) => app.inject({ method: 'PUT', url: `/api/candidate/application/${key}`, headers: who.auth, payload: body });
const getApp = async (who: SignedInCandidate): Promise<TApplication> => (await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth })).json().data;
const sample = (key: SectionKey, extra: Row = {}) => ({ ...(sampleSectionData(sectionByKey(key)) as Row), ...extra });
const address = (street: string, from: string, to: string | null) => ({ street, city: 'Austin', state: 'TX', zip: '78701', from, ...(to === null ? { current: true } : { to, current: false }) });
const month = (monthsAgo: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};
const background = (addresses: unknown, extra: Row = {}) => ({ data: { ...sample('backgroundCheck'), addresses, ...extra }, disclosureViewedAt: new Date().toISOString() });

describe('background check: the 7-year address history is a list of addresses', () => {
  it('is complete only when the addresses cover the past 7 years; the uncovered months are named; a draft may be partial', async () => {
    const ann = await createSignedInCandidate(app);
    const holed = [address('12 Oak St', month(24), null), address('4 Elm Ave', month(120), month(30))];
    const refused = await save(ann, 'backgroundCheck', background(holed));
    expect(refused.statusCode).toBe(400);
    const since = month(84);
    expect(refused.json()).toMatchObject({ status: false, errors: [{ path: 'addresses', message: M.uncovered(`${month(29)} to ${month(25)}`, since) }] });
    expect(refused.json().message).toContain(`${month(29)} to ${month(25)}`);
    // In German: the message and the field's message, with the same months.
    const refusedDe = await app.inject({ method: 'PUT', url: '/api/candidate/application/backgroundCheck', headers: { ...ann.auth, 'accept-language': 'de' }, payload: background(holed) });
    const german = `Für ${month(29)} to ${month(25)} fehlt eine Adresse. Bitte geben Sie jede Adresse seit ${since} lückenlos an.`;
    expect(refusedDe.json()).toMatchObject({ message: german, errors: [{ path: 'addresses', message: german }] });

    expect((await save(ann, 'backgroundCheck', { ...background(holed), draft: true })).statusCode).toBe(200);
    expect((await getApp(ann)).sections.backgroundCheck).toMatchObject({ status: 'draft', data: { addresses: holed } });

    const covered = [address('12 Oak St', month(24), null), address('4 Elm Ave', month(120), month(25))];
    const ok = await save(ann, 'backgroundCheck', background(covered));
    expect(ok.statusCode, ok.body).toBe(200);
    const a = await getApp(ann);
    expect(a.sections.backgroundCheck).toMatchObject({ status: 'complete', data: { addresses: covered } });
    expect(a.applicationDetails.backgroundCheck).toBe(true);
  });

  it('each address needs street, city, state, ZIP and from; an ended one its end; one present address only', async () => {
    const ben = await createSignedInCandidate(app);
    const res = await save(ben, 'backgroundCheck', background([{ ...address('', month(12), null), zip: '787' }, { ...address('9 Pine Rd', month(100), null) }, { street: '1 Bay St', city: 'Austin', state: 'TX', zip: '78701', from: month(90), current: false }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'addresses.0.zip', message: M.zip },
      ]),
    );
    const missing = await save(ben, 'backgroundCheck', background([address('', month(100), null), { street: '1 Bay St', city: 'Austin', state: 'TX', zip: '78701', from: month(90), current: false }, address('9 Pine Rd', month(100), null)]));
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'addresses.0.street', message: M.required },
        { path: 'addresses.1.to', message: M.required },
        { path: 'addresses.2.current', message: M.onlyOnePresent },
      ]),
    );
    const none = await save(ben, 'backgroundCheck', background(undefined));
    expect(none.json().errors).toEqual(expect.arrayContaining([{ path: 'addresses', message: M.entriesMin(1) }]));
  });

  it('is encrypted at rest, bound to its place, and printed in the packet', async () => {
    const cleo = await createSignedInCandidate(app, { firstName: 'Cleo', lastName: 'Hart' });
    expect((await save(cleo, 'backgroundCheck', background([address('77 Secret Lane', month(100), null)]))).statusCode).toBe(200);
    const [row] = await app.db.select().from(applicationSections).where(and(eq(applicationSections.candidateId, cleo.id), eq(applicationSections.section, 'backgroundCheck')));
    expect(String((row!.data as Row).addresses)).toMatch(/^enc:v2:/);
    expect(JSON.stringify(row!.data)).not.toContain('Secret Lane');
    const packet = await app.inject({ method: 'GET', url: '/api/candidate/application/packet.pdf', headers: cleo.auth });
    const text = await pdfText(packet.rawPayload);
    expect(text).toContain('77 Secret Lane');
    expect(text).toContain(`${month(100)} to present`);
  });

  it('the earlier free-text history stays readable in its own field; a section complete with only that becomes a draft', async () => {
    const dee = await createSignedInCandidate(app);
    const eli = await createSignedInCandidate(app);
    const section = sectionByKey('backgroundCheck');
    const legacyText = '12 Oak St, Austin, TX 78701, from 01/2015 to present';
    const cipher = cipherOf(app);
    // As the earlier version stored it: the text under addressHistory, encrypted, the section complete.
    const { addresses: _drop, ...before } = sample('backgroundCheck') as Row & { addresses?: unknown };
    for (const who of [dee, eli]) {
      const data = who === dee ? { ...before, addressHistory: legacyText } : { ...before, addressHistory: legacyText, addresses: [address('12 Oak St', '01/2015', null)] };
      await app.db.insert(applicationSections).values({ candidateId: who.id, section: 'backgroundCheck', status: 'complete', data: encryptSection(cipher, who.id, section, data) as Row });
      await app.inject({ method: 'POST', url: '/api/candidate/application/backgroundCheck/disclosure', headers: who.auth });
    }
    const migration = await readFile(new URL('../src/db/migrations/0029_address_list.sql', import.meta.url), 'utf8');
    await app.db.execute(sql.raw(migration));

    const a = await getApp(dee);
    expect(a.sections.backgroundCheck).toMatchObject({ status: 'draft', data: { addressHistory: legacyText } });
    expect(a.applicationDetails.backgroundCheck).toBe(false);
    // A section that already has the list is left as it was.
    expect((await getApp(eli)).sections.backgroundCheck?.status).toBe('complete');

    // Saving the list keeps the earlier text until the candidate clears it.
    const data = { ...a.sections.backgroundCheck!.data as Row, addresses: [address('12 Oak St', '01/2015', null)] };
    expect((await save(dee, 'backgroundCheck', { data })).statusCode).toBe(200);
    expect((await getApp(dee)).sections.backgroundCheck).toMatchObject({ status: 'complete', data: { addressHistory: legacyText } });
  });
});

describe('employment gaps are explained before the submit', () => {
  async function everySection(who: SignedInCandidate, overrides: Partial<Record<SectionKey, Row>>) {
    const doc = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...upload('license', 'card.pdf', PDF).headers }, payload: upload('license', 'card.pdf', PDF).payload });
    const fileId = doc.json().data.id as string;
    // The references section is the References list (decision 031): two completed, one a Manager.
    await giveCompletedReferences(app, who);
    for (const key of SECTION_KEYS.filter((k) => k !== 'healthStatus' && !sectionByKey(k).list)) {
      const body: Row = overrides[key] ?? { data: sampleSectionData(sectionByKey(key), { fileId }) };
      if (key === 'backgroundCheck') body.disclosureViewedAt = new Date().toISOString();
      const res = await save(who, key, body);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
  }
  const work = (sampleSectionData(sectionByKey('workHistory')) as Row[])[0]!;
  const edu = (sampleSectionData(sectionByKey('education')) as Row[])[0]!;
  const gappy = {
    education: { data: [{ ...edu, startDate: '09/2014', endDate: '05/2018' }] },
    workHistory: { data: [{ ...work, startDate: '09/2018', endDate: '12/2020', current: false }, { ...work, startDate: '03/2021', current: true }] },
    miltaryHistory: { data: null, notApplicable: true },
  };
  const gap = { startDate: '01/2021', endDate: '02/2021', explanation: '' };
  const summer = { startDate: '06/2018', endDate: '08/2018', explanation: '' };

  it('the submit names every gap not explained; "not applicable" is refused while there are gaps; explained, it goes through', async () => {
    const fay = await createSignedInCandidate(app);
    await everySection(fay, { ...gappy, gapHistory: { data: [{ startDate: '06/2018', endDate: '08/2018', reason: 'education', explanation: 'Studied for the exam.' }] } });
    const submit = () => app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: fay.auth });

    const refused = await submit();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: false, message: GAP_MESSAGES.unexplained([gap]), code: 'GAPS_UNEXPLAINED' });
    expect(refused.json().message).toContain('01/2021 to 02/2021');
    expect((await getApp(fay)).submittedAt).toBeNull();

    const notApplicable = await save(fay, 'gapHistory', { data: null, notApplicable: true });
    expect(notApplicable.statusCode).toBe(400);
    expect(notApplicable.json()).toMatchObject({ status: false, message: GAP_MESSAGES.notApplicable([summer, gap]) });
    expect((await getApp(fay)).sections.gapHistory?.status).toBe('complete');

    // A German or Spanish candidate reads both refusals in their language, with the same periods and code.
    const inLanguage = (lang: string, request: { method: 'POST' | 'PUT'; url: string; payload?: Row }) =>
      app.inject({ ...request, headers: { ...fay.auth, 'accept-language': lang } });
    const submitDe = await inLanguage('de', { method: 'POST', url: '/api/candidate/application/submit' });
    expect(submitDe.json()).toMatchObject({
      status: false,
      code: 'GAPS_UNEXPLAINED',
      message: 'Bitte erklären Sie vor dem Absenden unter „Beschäftigungslücken“ jede Lücke von mehr als 30 Tagen in Ihrem Werdegang: 01/2021 to 02/2021.',
    });
    const submitEs = await inLanguage('es', { method: 'POST', url: '/api/candidate/application/submit' });
    expect(submitEs.json().message).toBe('Antes de enviar, explique en «Intervalos sin empleo» cada intervalo de más de 30 días en su historial: 01/2021 to 02/2021.');
    const notApplicableDe = await inLanguage('de', { method: 'PUT', url: '/api/candidate/application/gapHistory', payload: { data: null, notApplicable: true } });
    expect(notApplicableDe.json().message).toBe(
      'Ihr Werdegang hat Lücken von mehr als 30 Tagen, die zu erklären sind (06/2018 to 08/2018, 01/2021 to 02/2021), daher kann dieser Abschnitt nicht als nicht zutreffend markiert werden.',
    );

    const explained = await save(fay, 'gapHistory', {
      data: [
        { startDate: '06/2018', endDate: '08/2018', reason: 'education', explanation: 'Studied for the exam.' },
        { startDate: '01/2021', endDate: '02/2021', reason: 'relocation', explanation: 'Moved to Austin.' },
      ],
    });
    expect(explained.statusCode).toBe(200);
    const ok = await submit();
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await getApp(fay)).submittedAt).toEqual(expect.any(String));
  });

  it('a history without gaps may mark the gap section not applicable and submit', async () => {
    const gus = await createSignedInCandidate(app);
    await everySection(gus, { gapHistory: { data: null, notApplicable: true } });
    const ok = await app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: gus.auth });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a gap section marked not applicable before the gap appeared does not let the submit through', async () => {
    const hal = await createSignedInCandidate(app);
    await everySection(hal, { gapHistory: { data: null, notApplicable: true } });
    for (const [key, body] of Object.entries(gappy)) expect((await save(hal, key, body)).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/api/candidate/application/submit', headers: hal.auth });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GAP_MESSAGES.unexplained([summer, gap]));
  });
});

describe('the specialty picker is reachable', () => {
  const quickForm = (email: string, extra: Row = {}) => ({
    firstName: 'Quinn',
    lastName: 'Applicant',
    email,
    phone: '(615) 555-0101',
    zip: '37203',
    role: 'CNA',
    specialties: ['PCT/CNA/CMA'],
    states: ['TN'],
    ...extra,
  });
  let ip = 20;
  async function quickApplyAndClaim(extra: Row): Promise<{ authorization: string }> {
    const email = freshEmail('quick-picker');
    const start = await app.inject({ method: 'POST', url: '/api/quick/application', payload: quickForm(email, extra), remoteAddress: `10.7.0.${ip++}` });
    expect(start.statusCode, start.body).toBe(200);
    const finish = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers: { 'x-quick-draft': start.json().data.draft }, payload: { skipChecklist: true } });
    expect(finish.statusCode, finish.body).toBe(200);
    await app.queue.runDue();
    const [mail] = await outbox(app, email);
    const token = mail?.text.match(/\/quick\/success\?claim=([\w-]+)/)?.[1];
    const claim = await app.inject({ method: 'POST', url: '/api/quick/claim', payload: { token } });
    expect(claim.statusCode, claim.body).toBe(200);
    return { authorization: `Bearer ${claim.json().data.token as string}` };
  }
  const profile = async (auth: { authorization: string }) => (await app.inject({ method: 'GET', url: '/api/candidate/profile', headers: auth })).json().data.data as Row;

  it('quick apply sets the PCT/CNA/CMA placeholder; the PCT flag is set for a CNA and not for a CMA', async () => {
    const cna = await quickApplyAndClaim({ role: 'CNA' });
    expect(await profile(cna)).toMatchObject({ specialties: ['PCT/CNA/CMA'], isPCT: true });
    const cma = await quickApplyAndClaim({ role: 'CMA' });
    expect(await profile(cma)).toMatchObject({ specialties: ['PCT/CNA/CMA'], isPCT: false });
    // The picker's save replaces the placeholder.
    const update = await app.inject({ method: 'POST', url: '/api/candidate/update', headers: cma, payload: { email: 'x', specialties: ['CMA'] } });
    expect(update.statusCode, update.body).toBe(200);
    expect(await profile(cma)).toMatchObject({ specialties: ['CMA'] });
  });

  it('the role of the application decides the flag once it is given', async () => {
    const ivy = await createSignedInCandidate(app, { specialties: ['PCT/CNA/CMA'] });
    expect(await profile(ivy.auth)).toMatchObject({ isPCT: true });
    expect((await save(ivy, 'personalInfo', { data: { role: 'CMA' }, draft: true })).statusCode).toBe(200);
    expect(await profile(ivy.auth)).toMatchObject({ isPCT: false });
    expect((await save(ivy, 'personalInfo', { data: { role: 'PCT' }, draft: true })).statusCode).toBe(200);
    expect(await profile(ivy.auth)).toMatchObject({ isPCT: true });
  });

  it('quick apply and the candidate update take the same list: a value of it passes both, another neither', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/api/quick/application', payload: quickForm(freshEmail('quick-list'), { specialties: ['Radiology'] }), remoteAddress: '10.7.1.1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose specialties from the list.');
    const jo = await createSignedInCandidate(app);
    const refused = await app.inject({ method: 'POST', url: '/api/candidate/update', headers: jo.auth, payload: { specialties: ['Radiology'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please select specialties from the list.');
    for (const value of ['Psych', 'Medical Assistant', 'PCT/CNA/CMA']) {
      const quick = await app.inject({ method: 'POST', url: '/api/quick/application', payload: quickForm(freshEmail('quick-list'), { specialties: [value] }), remoteAddress: `10.7.2.${ip++}` });
      expect(quick.statusCode, `${value}: ${quick.body}`).toBe(200);
      const update = await app.inject({ method: 'POST', url: '/api/candidate/update', headers: jo.auth, payload: { specialties: [value] } });
      expect(update.statusCode, `${value}: ${update.body}`).toBe(200);
    }
  });

  it('a specialty kept from before the list was one does not stop the picker from saving', async () => {
    const kim = await createSignedInCandidate(app, { specialties: ['Behavioral Health', 'PCT/CNA/CMA'] });
    const update = await app.inject({ method: 'POST', url: '/api/candidate/update', headers: kim.auth, payload: { specialties: ['Behavioral Health', 'PCT', 'CNA'] } });
    expect(update.statusCode, update.body).toBe(200);
    const [row] = await app.db.select({ specialties: candidates.specialties }).from(candidates).where(eq(candidates.id, kim.id));
    expect(row?.specialties).toEqual(['Behavioral Health', 'PCT', 'CNA']);
  });
});

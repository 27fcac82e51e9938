// The readiness meter (decision 037) in a real browser: a candidate with references sees "2 things to do" on a job
// card (a licence of the job's state, the application), follows the licence's link to the application's licences,
// adds the licence, and sees the count drop on the card and the job page; "Jobs I'm ready for" narrows the search.
import { sampleSectionData } from '@portal/shared/application/samples';
import { SECTIONS } from '@portal/shared/application/sections';
import { signInAs } from '../support/accounts';
import { axeViolations, blocking, settle } from '../support/axe';
import { expect, heading, test } from '../support/fixtures';
import { PDF } from '../support/documents';
import { completeReferences } from '../support/references';

test.describe.configure({ timeout: 120_000 });
// axe is injected as a script: the page's CSP allows only its own (support/axe.ts).
test.use({ bypassCSP: true });
const afterLoad = { timeout: 20_000 };

// Step-Down: an RN specialty without a checklist in the catalogue, so a licence and the application are all it asks.
const STEP_DOWN = { isOpen: true, isComplete: true, $or: [{ Submodality: 'Step-Down' }] };

test('@phone a job card says what is still missing, each with its link, and the count drops once one is fixed', async ({ page }, testInfo) => {
  const candidate = await signInAs(page);
  await completeReferences(page.request, candidate);
  const auth = { authorization: `Bearer ${candidate.token}` };
  // The newest Step-Down job: the first card of the search below.
  const found = await page.request.post('/api/job/open', { headers: auth, data: { filter: STEP_DOWN, page: 1, perPage: 1 } });
  const job = ((await found.json()) as { data: { _id: string; State: string; Position_Name: string }[] }).data[0]!;
  // Open Jobs shows the candidate's last search again (spec §4): that search is Step-Down.
  await page.addInitScript((filter) => {
    if (!sessionStorage.getItem('e2e-filter-stored')) {
      localStorage.setItem('openJobFilter', JSON.stringify({ form: { state: [], compactState: false, specialties: ['Step-Down'], modaility: '', durationWeek: [null, null], salary: [0, null] }, applied: filter, page: 1, perPage: 12, readyOnly: false }));
      sessionStorage.setItem('e2e-filter-stored', '1');
    }
  }, STEP_DOWN);

  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveText(job.Position_Name, afterLoad);
  const todo = card.getByRole('button', { name: '2 things to do' });
  await todo.click();
  await expect(todo).toHaveAttribute('aria-expanded', 'true');
  const list = card.getByRole('list', { name: `What you still need for ${job.Position_Name}` });
  await expect(list.getByRole('link')).toHaveText([new RegExp(`^Add an active RN licence of ${job.State}`), 'Submit your application']);
  await settle(page);
  expect(blocking(await axeViolations(page)), '/jobs/open with a meter open').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('open-jobs-meter.png'), fullPage: false });

  // The licence's link opens the application at its licences.
  await list.getByRole('link', { name: /^Add an active RN licence/ }).click();
  await expect(page).toHaveURL(/\/application\?step=5$/);
  await expect(page.getByRole('heading', { name: 'Licences' })).toBeVisible(afterLoad);

  // The licence is added (the application's own form is another journey's subject).
  const licence = { type: 'RN', state: job.State, number: 'RN-0042-77', multistate: false, expiryDate: '12/31/2030', status: 'Active', encumbered: false };
  const saved = await page.request.put('/api/candidate/application/licenses', { headers: auth, data: { data: [licence] } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Back on Open Jobs the count has dropped; the job page says the same.
  await page.goto('/jobs/open');
  await expect(card.getByRole('button', { name: '1 thing to do' })).toBeVisible(afterLoad);
  await page.goto(`/openjobs/${job._id}`);
  await expect(heading(page)).toHaveText(job.Position_Name, afterLoad);
  await expect(page.getByText('1 thing to do')).toBeVisible();
  await expect(page.getByRole('list', { name: `What you still need for ${job.Position_Name}` }).getByRole('link')).toHaveText(['Submit your application']);
  // The application is submitted from its review page.
  await expect(page.getByRole('link', { name: 'Submit your application' })).toHaveAttribute('href', '/application/review');
  await settle(page);
  expect(blocking(await axeViolations(page)), '/openjobs/:id with its meter').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('job-page-meter.png'), fullPage: true });

  // "Jobs I'm ready for": none yet (the application is not submitted); off again, the jobs are back.
  await page.goto('/jobs/open');
  const readyOnly = page.getByRole('switch', { name: "Jobs I'm ready for" });
  await readyOnly.check();
  await expect(page.getByText(/None of these jobs is one you're ready for yet/)).toBeVisible(afterLoad);
  await expect(page.getByRole('article')).toHaveCount(0);
  await readyOnly.uncheck();
  await expect(page.getByRole('article').first()).toBeVisible(afterLoad);
});

test('@phone a candidate with everything in place sees "Ready to submit", and "Jobs I\'m ready for" finds the job', async ({ page }) => {
  const candidate = await signInAs(page);
  await completeReferences(page.request, candidate);
  const auth = { authorization: `Bearer ${candidate.token}` };
  const found = await page.request.post('/api/job/open', { headers: auth, data: { filter: STEP_DOWN, page: 1, perPage: 1 } });
  const job = ((await found.json()) as { data: { _id: string; State: string; Position_Name: string }[] }).data[0]!;

  // The whole application through its own calls: a history without gaps, an active RN licence of the job's state,
  // then the submit.
  const upload = await page.request.post('/api/candidate/documents', { headers: auth, multipart: { kind: 'license', file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF } } });
  const fileId = ((await upload.json()) as { data: { id: string } }).data.id;
  await page.request.post('/api/candidate/application/backgroundCheck/disclosure', { headers: auth });
  const entry = (key: string) => (sampleSectionData(SECTIONS.find((s) => s.key === key)!, { fileId }) as Array<Record<string, unknown>>)[0]!;
  const data: Record<string, unknown> = {
    education: [{ ...entry('education'), startDate: '09/2014', endDate: '05/2018' }],
    workHistory: [{ ...entry('workHistory'), startDate: '06/2018', current: true, endDate: '' }],
    licenses: [{ ...entry('licenses'), type: 'RN', state: job.State, multistate: false, status: 'Active', expiryDate: '12/31/2030', encumbered: false }],
  };
  for (const section of SECTIONS.filter((s) => s.gate !== 'offer' && !s.list)) {
    const body = section.key === 'miltaryHistory' || section.key === 'gapHistory' ? { data: null, notApplicable: true } : { data: data[section.key] ?? sampleSectionData(section, { fileId }) };
    const saved = await page.request.put(`/api/candidate/application/${section.key}`, { headers: auth, data: body });
    expect(saved.ok(), `${section.key}: ${await saved.text()}`).toBe(true);
  }
  const submitted = await page.request.post('/api/candidate/application/submit', { headers: auth });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  await page.addInitScript((filter) => {
    if (!sessionStorage.getItem('e2e-filter-stored')) {
      localStorage.setItem('openJobFilter', JSON.stringify({ form: { state: [], compactState: false, specialties: ['Step-Down'], modaility: '', durationWeek: [null, null], salary: [0, null] }, applied: filter, page: 1, perPage: 12, readyOnly: false }));
      sessionStorage.setItem('e2e-filter-stored', '1');
    }
  }, STEP_DOWN);
  await page.goto('/jobs/open');
  const card = page.getByRole('article', { name: job.Position_Name }).first();
  await expect(card.getByText('Ready to submit')).toBeVisible(afterLoad);
  await page.getByRole('switch', { name: "Jobs I'm ready for" }).check();
  await expect(page.getByRole('article', { name: job.Position_Name }).first()).toBeVisible(afterLoad);
  await expect(page.getByText(/None of these jobs is one you're ready for yet/)).toHaveCount(0);
  await settle(page);
  expect(blocking(await axeViolations(page)), "/jobs/open, jobs I'm ready for").toEqual([]);
  await page.goto(`/openjobs/${job._id}`);
  await expect(page.getByText('Ready to submit')).toBeVisible(afterLoad);
  await expect(page.getByRole('button', { name: 'Submit to this job' })).toBeEnabled();
});

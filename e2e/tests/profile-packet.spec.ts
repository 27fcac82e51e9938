// The profile packet (the application as the PDF facilities receive) downloaded by the candidate from the application
// page, with everything filled in at length: every page carries the header and "Page N of M", no label is left at the
// foot of a page without its value, no page holds a line or two alone (decision 041). The pages are read with poppler
// (support/pdf-pages.ts, the same checks as the server's test).
import { readFileSync } from 'node:fs';
import { sampleSectionData } from '@portal/shared/application/samples';
import { SECTIONS } from '@portal/shared/application/sections';
import { signInAs, signUpCandidate } from '../support/accounts';
import { PDF } from '../support/documents';
import { expect, heading, test } from '../support/fixtures';
import { sharedPortal } from '../support/own-server';
import { PACKET_KEEP_WITH_NEXT, pdfPageProblems } from '../support/pdf-pages';
import { completeReferences } from '../support/references';

test('@phone the candidate downloads the profile packet of a long application: each page headed, numbered, nothing cut from its label', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const candidate = await signInAs(page, await signUpCandidate(page.request, { firstName: 'Alexandra', lastName: 'Morgan-Reyes' }));
  const auth = { authorization: `Bearer ${candidate.token}` };
  const upload = async (kind: string, name: string) => {
    const response = await page.request.post('/api/candidate/documents', {
      headers: auth,
      multipart: { kind, file: { name, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  await upload('resume', 'alexandra-morgan-reyes-cv.pdf');
  const fileId = await upload('license', 'rn-license-texas.pdf');
  for (const kind of ['boardCert', 'diploma', 'immunizationRecords']) await upload(kind, `${kind}-scan.pdf`);
  await page.request.post('/api/candidate/application/backgroundCheck/disclosure', { headers: auth });
  await completeReferences(page.request, candidate);
  // The agency records an offer, so that health status is asked too: every section filled, at length.
  expect(sharedPortal('application:record-offer', candidate.email)).toContain('Offer recorded');
  for (const section of SECTIONS.filter((s) => !s.list)) {
    const response = await page.request.put(`/api/candidate/application/${section.key}`, {
      headers: auth,
      data: { data: sampleSectionData(section, { fileId, full: { entries: 6 } }) },
    });
    expect(response.ok(), `${section.key}: ${await response.text()}`).toBe(true);
  }

  await page.goto('/application');
  await expect(heading(page)).toHaveText('Application');
  const link = page.getByRole('link', { name: 'Download my application (PDF)' });
  await expect(link).toBeVisible();
  await expect(page.getByText('100 % complete')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('application-download.png') });
  const downloading = page.waitForEvent('download');
  await link.click();
  const file = await downloading;
  const pdf = readFileSync((await file.path())!);
  await file.saveAs(testInfo.outputPath('profile-packet.pdf'));

  const { pages, texts, problems } = pdfPageProblems(pdf, {
    header: ['Meridian Health Staffing', 'Profile packet', 'Alexandra Morgan-Reyes'],
    keepWithNext: PACKET_KEEP_WITH_NEXT,
  });
  expect(problems).toEqual([]);
  expect(pages).toBeGreaterThan(10);
  const all = texts.flat().join('\n');
  for (const section of SECTIONS) expect(all).toContain(`${section.step + 1}. ${section.title}`);
});

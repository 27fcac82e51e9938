import { describe, expect, it } from 'vitest';
import { pdfPageProblems } from '../../../e2e/support/pdf-pages';
import { renderPdf } from '../src/lib/pdf';
import { pdfText } from './helpers/pdf';

const SENTENCE = 'Floated to telemetry and the step-down unit when the census required it, and precepted new graduates. ';

describe('renderPdf', () => {
  it('makes a real PDF whose text holds the title, brand, rows and paragraphs', async () => {
    const pdf = await renderPdf({
      title: 'Profile packet',
      brand: 'Meridian Health Staffing',
      subtitle: 'Dana O\'Neil-Santos · 11/22/2026',
      sections: [
        { heading: 'Personal information', rows: [['Legal name', 'Dana O\'Neil-Santos'], ['SSN', '***-**-1234'], ['Empty', '']] },
        { heading: 'Attestation', paragraphs: ['I attest that the information above is true and complete.'] },
      ],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of ['Meridian Health Staffing', 'Profile packet', 'Personal information', 'Legal name', "Dana O'Neil-Santos", '***-**-1234', 'I attest that the information above is true and complete.']) {
      expect(text).toContain(expected);
    }
  });

  it('keeps many rows across pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i): [string, string] => [`Item ${i + 1}`, `Value ${i + 1}`]);
    const text = await pdfText(await renderPdf({ title: 'Checklist', brand: 'Brand', sections: [{ heading: 'Items', rows }] }));
    expect(text).toContain('Item 120');
    expect(text).toContain('Value 1 ');
  });

  it('splits only what is longer than a page: the rest goes on overleaf under its label, "(continued)"', async () => {
    const pdf = await renderPdf({
      title: 'Profile packet',
      brand: 'Brand',
      candidate: 'Dana Lee',
      sections: [
        { heading: 'Claims', rows: [['Allegation', 'Short'], ['What happened', SENTENCE.repeat(90)], ['Status', 'Closed']] },
        { heading: 'Notes', paragraphs: [SENTENCE.repeat(60)] },
      ],
    });
    const { pages, texts, problems } = pdfPageProblems(pdf, { header: ['Brand', 'Profile packet', 'Dana Lee'] });
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThanOrEqual(3);
    // The pages after the first that the long value runs onto start with its label again.
    const continued = texts.filter((lines) => lines[1]?.trim().startsWith('What happened (continued)'));
    expect(continued.length).toBeGreaterThanOrEqual(1);
    const text = await pdfText(pdf);
    expect(text.replace(/ \(continued\)/g, '')).toContain('Status Closed');
  });

  it('never leaves a line or two alone on the last page, whatever the number of rows', async () => {
    for (let count = 44; count <= 62; count += 2) {
      const rows = Array.from({ length: count }, (_, i): [string, string] => [`Item ${i + 1}`, `Value ${i + 1}`]);
      const pdf = await renderPdf({ title: 'Checklist', brand: 'Brand', sections: [{ heading: 'Items', rows }] });
      expect(pdfPageProblems(pdf, { header: ['Brand', 'Checklist'] }).problems, `${count} rows`).toEqual([]);
    }
  });
});

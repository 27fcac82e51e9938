import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/lib/pdf';
import { pdfText } from './helpers/pdf';

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
});

// Reads the text of a PDF the way a viewer would (pdf.js), so tests check what a recruiter sees, not raw bytes.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(buffer: Buffer | Uint8Array): Promise<string> {
  const data = new Uint8Array(buffer);
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

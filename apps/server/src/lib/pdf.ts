// One way to make a PDF document (the profile packet, skills checklists, reference answers): a title, the agency's
// brand, and sections of label/value rows or paragraphs. pdfkit with its built-in Helvetica, so nothing is fetched.

export type PdfSection = {
  heading: string;
  /** Label and value pairs, shown as a two-column list. */
  rows?: Array<[label: string, value: string]>;
  paragraphs?: string[];
};

export type PdfInput = {
  title: string;
  /** The agency's name, shown above the title and in the document's metadata. */
  brand: string;
  /** A line under the title (e.g. the candidate's name and the date made). */
  subtitle?: string;
  sections: PdfSection[];
};

const MARGIN = 50;
const LABEL_WIDTH = 170;

/** Renders the document to a Buffer. Values are printed as text (never interpreted). */
export async function renderPdf(input: PdfInput): Promise<Buffer> {
  // Loaded with the first PDF: pdfkit and its fonts cost about 25 MB of memory.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: input.title, Author: input.brand, Creator: input.brand, Producer: input.brand },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - MARGIN * 2;
    doc.font('Helvetica').fontSize(10).fillColor('#555555').text(input.brand, { width });
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(input.title, { width });
    if (input.subtitle) doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#555555').text(input.subtitle, { width });

    for (const section of input.sections) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor('#111111').text(section.heading, MARGIN, undefined, { width });
      const y = doc.y + 2;
      doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#999999').stroke();
      doc.moveDown(0.4);
      for (const [label, value] of section.rows ?? []) {
        const top = doc.y;
        doc.font('Helvetica-Bold').fontSize(9.5).fillColor('#333333').text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
        const afterLabel = doc.y;
        doc.font('Helvetica').fillColor('#111111').text(value || '—', MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
        doc.y = Math.max(afterLabel, doc.y) + 3;
        doc.x = MARGIN;
      }
      for (const paragraph of section.paragraphs ?? []) {
        doc.font('Helvetica').fontSize(10).fillColor('#111111').text(paragraph, MARGIN, undefined, { width });
        doc.moveDown(0.5);
      }
    }
    doc.end();
  });
}

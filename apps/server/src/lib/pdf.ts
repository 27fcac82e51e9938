// One way to make a PDF document (the profile packet, skills checklists and test results, reference answers): a title,
// the agency's brand, and sections of label/value rows or paragraphs. pdfkit with its built-in Helvetica, so nothing is
// fetched.
//
// Laid out in two passes (decision 041). First every block is measured and wrapped into lines: the title, a section's
// heading, an entry's label ("Position 3"), a label with its value, a paragraph. Then the blocks are placed on pages: a
// block that does not fit the rest of a page starts the next one, so a label never leaves its value behind; a heading
// or an entry's label goes to the next page with the first block that follows it; a row is split only when it is longer
// than a whole page (its continuation shows its label again), a paragraph wherever the page ends, never leaving fewer
// than three lines on either side. Each page gets the running header (the agency · the document · the candidate) and
// "Page N of M".

export type PdfRow =
  /** A label and its value, side by side ('' prints a dash). */
  | [label: string, value: string]
  /** The label of an entry or list ("Position 3"), over the rows that follow it and kept with the first of them. */
  | { group: string };

export type PdfSection = {
  heading: string;
  rows?: PdfRow[];
  /** Shown after the rows. */
  paragraphs?: string[];
};

/** The document's own words in its language: "{n}" and "{count}" are filled in. */
export type PdfWords = { page: string; continued: string };

export type PdfInput = {
  title: string;
  /** The agency's name, in the running header and in the document's metadata. */
  brand: string;
  /** A line under the title (e.g. the candidate's name and the date made). */
  subtitle?: string;
  /** Whom the document is about, in the running header of every page. */
  candidate?: string;
  words?: PdfWords;
  sections: PdfSection[];
};

const ENGLISH: PdfWords = { page: 'Page {n} of {count}', continued: 'continued' };

// US Letter, in points. The running header sits above BODY_TOP, the page number below BODY_BOTTOM
// (e2e/support/pdf-pages.ts checks the pages with the same bands).
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 50;
const WIDTH = PAGE_WIDTH - MARGIN * 2;
const LABEL_WIDTH = 170;
const HEADER_TOP = 30;
const HEADER_RULE = 44;
const BODY_TOP = 60;
const BODY_BOTTOM = PAGE_HEIGHT - 54;
const FOOTER_TOP = PAGE_HEIGHT - 40;
const AVAILABLE = BODY_BOTTOM - BODY_TOP;
/** The fewest lines a split block leaves on a page, and the fewest a page holds when more can be brought to it. */
const MIN_LINES = 3;

type Font = { name: 'Helvetica' | 'Helvetica-Bold'; size: number; color: string };
const FONTS = {
  header: { name: 'Helvetica', size: 8.5, color: '#555555' },
  title: { name: 'Helvetica-Bold', size: 18, color: '#111111' },
  subtitle: { name: 'Helvetica', size: 10, color: '#555555' },
  heading: { name: 'Helvetica-Bold', size: 13, color: '#111111' },
  group: { name: 'Helvetica-Bold', size: 10.5, color: '#111111' },
  label: { name: 'Helvetica-Bold', size: 9.5, color: '#333333' },
  value: { name: 'Helvetica', size: 9.5, color: '#111111' },
  paragraph: { name: 'Helvetica', size: 10, color: '#111111' },
} satisfies Record<string, Font>;

type Cell = { text: string; font: Font; x: number };
type Line = { cells: Cell[]; height: number };

type Block = {
  lines: Line[];
  /** Space above, left out at the top of a page. */
  before: number;
  /** Space below. */
  after: number;
  /** A rule under the last line (a section's heading). */
  rule?: boolean;
  /** Goes to the page of the block that follows (a heading, an entry's label). */
  keepWithNext?: boolean;
  /** May be split when longer than a page; a row's continuation starts with these label lines. */
  splittable?: boolean;
  /** Prose: split wherever the page ends (three lines at least on either side), not only when longer than a page. */
  flows?: boolean;
  continuation?: Cell[];
  /** A part of a split block (never moved away from its other part). */
  part?: boolean;
};

type Doc = PDFKit.PDFDocument;

/** Renders the document to a Buffer. Values are printed as text (never interpreted). */
export async function renderPdf(input: PdfInput): Promise<Buffer> {
  // Loaded with the first PDF: pdfkit and its fonts cost about 25 MB of memory.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      autoFirstPage: false,
      margins: { top: BODY_TOP, bottom: PAGE_HEIGHT - BODY_BOTTOM, left: MARGIN, right: MARGIN },
      info: { Title: input.title, Author: input.brand, Creator: input.brand, Producer: input.brand },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const words = input.words ?? ENGLISH;
      const pages = paginate(measure(doc, input, words));
      const header = [input.brand, input.title, input.candidate].filter(Boolean).join(' · ');
      pages.forEach((blocks, index) => {
        doc.addPage();
        drawHeader(doc, header);
        drawPage(doc, blocks);
        drawPageNumber(doc, words.page.replace('{n}', String(index + 1)).replace('{count}', String(pages.length)));
      });
      doc.end();
    } catch (error) {
      reject(error as Error);
    }
  });
}

// ---- measuring: every block wrapped into lines ----

function use(doc: Doc, font: Font): Doc {
  return doc.font(font.name).fontSize(font.size);
}

const lineHeight = (doc: Doc, font: Font) => use(doc, font).currentLineHeight(true);

/**
 * The text in lines no wider than `width`: broken at spaces, else after a hyphen, else (a word wider than the line)
 * where it must be. A line break in the text starts a new line; empty lines are left out.
 */
function wrap(doc: Doc, text: string, font: Font, width: number): string[] {
  use(doc, font);
  const fits = (s: string) => doc.widthOfString(s) <= width;
  /** The longest start of `word` ending in a hyphen that fits (0 when none does). */
  const afterHyphen = (word: string, ok: (part: string) => boolean) => {
    for (let i = word.length - 1; i > 0; i--) if (word[i - 1] === '-' && ok(word.slice(0, i))) return i;
    return 0;
  };
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      let rest = word;
      if (line) {
        const cut = afterHyphen(rest, (part) => fits(`${line} ${part}`));
        out.push(cut ? `${line} ${rest.slice(0, cut)}` : line);
        rest = rest.slice(cut);
      }
      while (!fits(rest)) {
        let cut = afterHyphen(rest, fits);
        if (!cut) for (cut = rest.length - 1; cut > 1 && !fits(rest.slice(0, cut)); cut--);
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) out.push(line);
  }
  return out;
}

const cells = (doc: Doc, text: string, font: Font, x: number, width: number): Cell[] => wrap(doc, text, font, width).map((t) => ({ text: t, font, x }));

/** Lines of one or two columns side by side, as tall as the taller column. */
function columns(left: Cell[], right: Cell[], height: number): Line[] {
  return Array.from({ length: Math.max(left.length, right.length) }, (_, i) => ({ cells: [left[i], right[i]].filter((c): c is Cell => Boolean(c)), height }));
}

function measure(doc: Doc, input: PdfInput, words: PdfWords): Block[] {
  const blocks: Block[] = [];
  const title = lineHeight(doc, FONTS.title);
  const subtitle = lineHeight(doc, FONTS.subtitle);
  blocks.push({
    lines: [
      ...cells(doc, input.title, FONTS.title, MARGIN, WIDTH).map((cell) => ({ cells: [cell], height: title })),
      ...(input.subtitle ? cells(doc, input.subtitle, FONTS.subtitle, MARGIN, WIDTH) : []).map((cell, i) => ({ cells: [cell], height: subtitle + (i === 0 ? 3 : 0) })),
    ],
    before: 0,
    after: 4,
    keepWithNext: true,
  });
  const heading = lineHeight(doc, FONTS.heading);
  const group = lineHeight(doc, FONTS.group);
  const row = lineHeight(doc, FONTS.value);
  const paragraph = lineHeight(doc, FONTS.paragraph);
  const labelCells = (text: string) => cells(doc, text, FONTS.label, MARGIN, LABEL_WIDTH - 10);
  for (const section of input.sections) {
    blocks.push({ lines: columns(cells(doc, section.heading, FONTS.heading, MARGIN, WIDTH), [], heading), before: 14, after: 8, rule: true, keepWithNext: true });
    for (const entry of section.rows ?? []) {
      if (!Array.isArray(entry)) {
        blocks.push({ lines: columns(cells(doc, entry.group, FONTS.group, MARGIN, WIDTH), [], group), before: 5, after: 2, keepWithNext: true });
        continue;
      }
      const [label, value] = entry;
      blocks.push({
        lines: columns(labelCells(label), cells(doc, value || '—', FONTS.value, MARGIN + LABEL_WIDTH, WIDTH - LABEL_WIDTH), row),
        before: 0,
        after: 3,
        splittable: true,
        continuation: labelCells(`${label} (${words.continued})`),
      });
    }
    for (const text of section.paragraphs ?? []) {
      blocks.push({ lines: columns(cells(doc, text, FONTS.paragraph, MARGIN, WIDTH), [], paragraph), before: 3, after: 4, splittable: true, flows: true });
    }
  }
  return blocks;
}

// ---- placing the blocks on pages ----

const textHeight = (lines: Line[]) => lines.reduce((sum, line) => sum + line.height, 0);
const lineCount = (blocks: Block[]) => blocks.reduce((sum, block) => sum + block.lines.length, 0);
/** Room taken by blocks placed one after another from the top of a page. */
const stackHeight = (blocks: Block[]) => blocks.reduce((sum, block, i) => sum + (i ? block.before : 0) + textHeight(block.lines) + block.after, 0);

/** What must come onto a page after a block kept with the next: the blocks kept with it and the start of the next. */
function lead(queue: Block[]): number {
  let total = 0;
  for (const next of queue) {
    total += next.before;
    if (next.keepWithNext) {
      total += textHeight(next.lines) + next.after;
      continue;
    }
    const height = textHeight(next.lines);
    return total + (next.splittable && (next.flows || height > AVAILABLE) ? textHeight(next.lines.slice(0, MIN_LINES)) : height);
  }
  return total;
}

/** The block's first lines that fit `room` and the rest, at least MIN_LINES each; the rest shows the label again. */
function split(block: Block, room: number): [Block, Block] | null {
  let count = 0;
  for (let height = 0; count < block.lines.length && height + block.lines[count]!.height <= room + 0.01; count++) height += block.lines[count]!.height;
  count = Math.min(count, block.lines.length - MIN_LINES);
  if (count < MIN_LINES) return null;
  const rest = block.lines.slice(count).map((line) => ({ ...line, cells: [...line.cells] }));
  // The label has ended above: the rest begins with it again, "(continued)", in the label column.
  if (block.continuation && !rest[0]!.cells.some((cell) => cell.font === FONTS.label)) {
    block.continuation.forEach((cell, i) => {
      const line = rest[i] ?? { cells: [], height: rest[0]!.height };
      line.cells.unshift(cell);
      rest[i] = line;
    });
  }
  return [
    { ...block, lines: block.lines.slice(0, count), after: 0, part: true },
    { ...block, lines: rest, before: 0, part: true },
  ];
}

function paginate(blocks: Block[]): Block[][] {
  const pages: Block[][] = [[]];
  let used = 0;
  const queue = [...blocks];
  while (queue.length) {
    const block = queue.shift()!;
    const page = pages.at(-1)!;
    const top = page.length === 0;
    const room = AVAILABLE - used - (top ? 0 : block.before);
    const height = textHeight(block.lines);
    const need = height + (block.keepWithNext ? block.after + lead(queue) : 0);
    // It fits with what must follow it; or, at the top of a page, it fits alone (what follows is longer than a page).
    if (need <= room + 0.01 || (top && height <= room + 0.01)) {
      page.push(block);
      used += (top ? 0 : block.before) + height + block.after;
      continue;
    }
    // Prose, a block longer than a page, or one after which the page would hold too little: it fills the page and goes
    // on overleaf.
    const parts = block.splittable && (block.flows || height > AVAILABLE || lineCount(page) < MIN_LINES) ? split(block, room) : null;
    if (parts) {
      page.push(parts[0]);
      queue.unshift(parts[1]);
    } else if (top) {
      // Longer than a page and not to be split (a heading of a page's length): as it is.
      page.push(block);
    } else queue.unshift(block);
    pages.push([]);
    used = 0;
  }
  if (!pages.at(-1)!.length) pages.pop();
  // The last page holds at least MIN_LINES lines when blocks can come from the page before: the last of them, with
  // the headings kept with it.
  const last = pages.at(-1)!;
  const before = pages.at(-2);
  while (before && lineCount(last) < MIN_LINES) {
    let from = before.length - 1;
    while (from > 0 && before[from - 1]!.keepWithNext) from--;
    const moving = before.slice(from);
    const staying = before.slice(0, from);
    if (!staying.length || moving.some((b) => b.part) || lineCount(staying) < MIN_LINES || stackHeight([...moving, ...last]) > AVAILABLE) break;
    before.splice(from);
    last.unshift(...moving);
  }
  return pages;
}

// ---- drawing ----

/** The blocks from the top of the body; a row's label is drawn whole before its value (the order text is read in). */
function drawPage(doc: Doc, blocks: Block[]): void {
  let y = BODY_TOP;
  blocks.forEach((block, index) => {
    if (index > 0) y += block.before;
    const placed = block.lines.flatMap((line) => {
      const top = y;
      y += line.height;
      return line.cells.map((cell) => ({ cell, top }));
    });
    for (const column of new Set(placed.map(({ cell }) => cell.x))) {
      for (const { cell, top } of placed) {
        if (cell.x === column) use(doc, cell.font).fillColor(cell.font.color).text(cell.text, cell.x, top, { lineBreak: false });
      }
    }
    if (block.rule) doc.moveTo(MARGIN, y + 2).lineTo(MARGIN + WIDTH, y + 2).lineWidth(0.5).strokeColor('#999999').stroke();
    y += block.after;
  });
}

/** The running header, shortened with "…" when it is wider than the page. */
function drawHeader(doc: Doc, header: string): void {
  use(doc, FONTS.header).fillColor(FONTS.header.color);
  let text = header;
  while (text.length > 1 && doc.widthOfString(text) > WIDTH) text = `${text.slice(0, -2).trimEnd()}…`;
  doc.text(text, MARGIN, HEADER_TOP, { lineBreak: false });
  doc.moveTo(MARGIN, HEADER_RULE).lineTo(MARGIN + WIDTH, HEADER_RULE).lineWidth(0.5).strokeColor('#cccccc').stroke();
}

/** "Page N of M" at the foot of the page, on the right. */
function drawPageNumber(doc: Doc, text: string): void {
  use(doc, FONTS.header).fillColor(FONTS.header.color);
  doc.text(text, MARGIN + WIDTH - doc.widthOfString(text), FOOTER_TOP, { lineBreak: false });
}

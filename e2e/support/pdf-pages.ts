// How a PDF of the portal (apps/server/src/lib/pdf.ts: the profile packet, skills checklists and test results,
// reference answers) reads page by page, checked the way a reader sees it: each page's text laid out as printed
// (poppler's `pdftotext -layout`) and each page drawn as an image (`pdftoppm`). Used by the server tests and the browser
// journeys alike.
//
//   const { pages, problems } = pdfPageProblems(pdf, { header: ['Meridian Health Staffing', 'Profile packet'] });
//   expect(problems).toEqual([]);
//
// What counts as a problem:
// - a page without the running header (its first line) or without "Page N of M" (its last line);
// - a page that holds fewer than three lines besides those (an orphan);
// - a page whose first line is a value whose label was left at the bottom of the page before (the line starts in the
//   value column, with nothing in the label column);
// - a page that ends with a line that belongs with what follows (a section heading, an entry's label: `keepWithNext`);
// - a page whose image has no ink where the header or the page number go, or hardly any between them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECTIONS } from '@portal/shared/application/sections';

export type PdfPageChecks = {
  /** Text every page's first line shows (the running header: the agency, the document's title, the candidate). */
  header: string[];
  /** Lines that must not end a page (matched against the whole trimmed line): headings, an entry's label. */
  keepWithNext?: RegExp[];
  /** The page number line in the document's language. */
  pageLabel?: (n: number, count: number) => string;
};

export type PdfPages = {
  /** The number of pages. */
  pages: number;
  /** Each page's lines as laid out, empty lines left out. */
  texts: string[][];
  /** What a reader would stumble over, one sentence each; none for a well-made document. */
  problems: string[];
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The profile packet's lines that belong with what follows them: its headings, an entry's label, a list's label. */
export const PACKET_KEEP_WITH_NEXT: RegExp[] = [
  ...SECTIONS.map((s) => `^${escaped(`${s.step + 1}. ${s.title}`)}$`),
  '^Documents$',
  ...SECTIONS.flatMap((s) => [
    ...(s.repeat ? [`^${escaped(s.repeat.itemLabel)} \\d+$`] : []),
    ...s.fields.filter((f) => f.kind === 'list').map((f) => `^${escaped(f.label)}$`),
  ]),
].map((source) => new RegExp(source));

/** Where the PDF maker draws the running header (above) and the page number (below), in points from the edge. */
export const HEADER_BAND_PT = 52;
export const FOOTER_BAND_PT = 50;
/** The resolution the pages are drawn at for the image checks (dots per inch). */
const DPI = 40;
/** At 40 dpi a line of 9.5 pt text darkens 4 or 5 pixel rows: fewer than this is two lines at most. */
const MIN_BODY_INK_ROWS = 10;
/** How far right of the page's left edge (in characters of the layout) a line must start to be in the value column. */
const VALUE_COLUMN_INDENT = 12;

const englishPage = (n: number, count: number) => `Page ${n} of ${count}`;

export function pdfPageProblems(pdf: Buffer | Uint8Array, checks: PdfPageChecks): PdfPages {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-pages-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const info = poppler('pdfinfo', [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const pageLabel = checks.pageLabel ?? englishPage;
    const problems: string[] = [];
    const texts: string[][] = [];
    const bodies: string[][] = [];
    for (let n = 1; n <= pages; n++) {
      const text = poppler('pdftotext', ['-f', String(n), '-l', String(n), '-layout', file, '-']);
      const lines = text.replace(/\f/g, '').split('\n').filter((line) => line.trim());
      texts.push(lines);
      const first = lines[0] ?? '';
      const last = lines.at(-1) ?? '';
      const missing = checks.header.filter((part) => !first.includes(part));
      if (missing.length) problems.push(`page ${n}: the first line "${first.trim()}" is not the header (${missing.join(', ')} missing)`);
      if (!last.includes(pageLabel(n, pages))) problems.push(`page ${n}: the last line "${last.trim()}" is not "${pageLabel(n, pages)}"`);
      const body = lines.slice(missing.length ? 0 : 1, last.includes(pageLabel(n, pages)) ? -1 : undefined);
      bodies.push(body);
      if (body.length < 3) problems.push(`page ${n}: only ${body.length} line(s) besides the header and page number: ${JSON.stringify(body.map((l) => l.trim()))}`);
    }
    for (const [index, body] of bodies.entries()) {
      const n = index + 1;
      const left = Math.min(...[texts[index]![0] ?? '', ...body].map(indent));
      const top = body[0];
      if (n > 1 && top !== undefined && indent(top) - left >= VALUE_COLUMN_INDENT) {
        const before = bodies[index - 1]?.at(-1)?.trim() ?? '';
        problems.push(`page ${n}: begins with a value without its label ("${top.trim()}"; page ${n - 1} ends with "${before}")`);
      }
      const bottom = body.at(-1)?.trim();
      if (n < pages && bottom !== undefined && checks.keepWithNext?.some((pattern) => pattern.test(bottom))) {
        problems.push(`page ${n}: ends with "${bottom}", what belongs with it is on page ${n + 1}`);
      }
    }
    problems.push(...imageProblems(file, dir));
    return { pages, texts, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One of poppler's tools (Debian's poppler-utils), its output as text. */
function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: the PDF checks need poppler's tools (Debian: apt-get install poppler-utils).`, { cause: error });
    throw error;
  }
}

const indent = (line: string) => line.length - line.trimStart().length;

/** Each page drawn in grey levels (PGM, read without a library): ink in the header, in the body, at the page number. */
function imageProblems(file: string, dir: string): string[] {
  poppler('pdftoppm', ['-r', String(DPI), '-gray', file, join(dir, 'page')]);
  const images = readdirSync(dir)
    .filter((name) => name.endsWith('.pgm'))
    .sort();
  const problems: string[] = [];
  for (const [index, name] of images.entries()) {
    const { width, height, pixels } = readPgm(readFileSync(join(dir, name)));
    const px = (pt: number) => Math.round((pt * DPI) / 72);
    const inkRows = (from: number, to: number) => {
      let rows = 0;
      for (let y = from; y < to; y++) {
        const row = pixels.subarray(y * width, (y + 1) * width);
        if (row.some((v) => v < 160)) rows++;
      }
      return rows;
    };
    const n = index + 1;
    const headerEnd = px(HEADER_BAND_PT);
    const footerStart = height - px(FOOTER_BAND_PT);
    if (!inkRows(0, headerEnd)) problems.push(`page ${n}: the image shows nothing where the header goes`);
    if (!inkRows(footerStart, height)) problems.push(`page ${n}: the image shows nothing where the page number goes`);
    const body = inkRows(headerEnd, footerStart);
    if (body < MIN_BODY_INK_ROWS) problems.push(`page ${n}: the image shows hardly anything besides the header and page number (${body} rows of ink)`);
  }
  return problems;
}

/** A binary greyscale PNM (P5) with one byte per pixel. */
export function readPgm(data: Buffer): { width: number; height: number; pixels: Uint8Array } {
  // The header: magic, width, height, maximum value, each after white space, then one white space byte.
  let at = 0;
  const fields: string[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(data[at]!))) at++;
    if (data[at] === 0x23) {
      while (data[at] !== 0x0a) at++;
      continue;
    }
    const start = at;
    while (!/\s/.test(String.fromCharCode(data[at]!))) at++;
    fields.push(data.subarray(start, at).toString('latin1'));
  }
  const [magic, width, height, max] = fields;
  if (magic !== 'P5' || Number(max) > 255) throw new Error(`not an 8-bit PGM: ${fields.join(' ')}`);
  return { width: Number(width), height: Number(height), pixels: data.subarray(at + 1, at + 1 + Number(width) * Number(height)) };
}

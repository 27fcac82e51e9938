// Documents checked by structure (security.md rule 27), not by substrings or magic bytes alone:
// - .docx: the package's [Content_Types].xml and _rels/.rels are parsed; the main part the package names must be a Word
//   document (wordprocessingml.document.main); macros (vbaProject) and external templates or frames are refused.
// - .doc: an OLE compound file (CFB) whose directory holds a `WordDocument` stream beginning with a Word FIB; no macros.
// - .pdf: header, cross-reference (table or stream) and trailer parse; no JavaScript, launch action or embedded file;
//   an encrypted (password-protected) PDF is refused with its own message (the agency could not open it).
// Nothing here runs or renders the document; the readers are small and bounded (sizes, counts, inflated bytes).
import { inflateSync } from 'node:zlib';
import type { Entry, ZipFile } from 'yauzl';

/** What a check found: the document's type, or why it is refused. */
export type Verdict = 'ok' | 'invalid' | 'active' | 'encrypted';

// ---------------------------------------------------------------- .docx (OOXML package)

export const WORD_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** Limits of a .docx archive, read from its central directory only (nothing large is inflated). */
export const DOCX_LIMITS = { entries: 2_000, entryBytes: 50_000_000, totalBytes: 200_000_000, ratio: 200, xmlBytes: 1_000_000, relsTotal: 4_000_000 };

/** Relationship types that make a word processor fetch something from elsewhere when the file opens. */
const REMOTE_ON_OPEN = new Set(['attachedtemplate', 'oleobject', 'frame', 'subdocument']);
const OFFICE_DOCUMENT_REL = /\/officeDocument$/;

type XmlElement = { name: string; attrs: Record<string, string> };

const decodeXml = (value: string) =>
  value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_m, code: string) => {
    if (code === 'amp') return '&';
    if (code === 'lt') return '<';
    if (code === 'gt') return '>';
    if (code === 'quot') return '"';
    if (code === 'apos') return "'";
    const n = code.startsWith('#x') ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
  });

/**
 * The start tags of a small XML part, in order, namespace prefixes removed: enough for content types and relationships.
 * Comments, processing instructions and CDATA are skipped; a DOCTYPE (entity tricks) or a malformed tag is refused.
 */
export function xmlElements(text: string): XmlElement[] | null {
  const out: XmlElement[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('<', i);
    if (open < 0) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end < 0) return null;
      i = end + 3;
      continue;
    }
    if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open + 2);
      if (end < 0) return null;
      i = end + 2;
      continue;
    }
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open + 9);
      if (end < 0) return null;
      i = end + 3;
      continue;
    }
    if (text.startsWith('<!', open)) return null; // DOCTYPE and entity declarations: never in a package part
    // A tag ends at the first '>' outside a quoted attribute value.
    let j = open + 1;
    let quote = '';
    for (; j < text.length; j++) {
      const c = text[j];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    if (j >= text.length) return null;
    const body = text.slice(open + 1, j);
    i = j + 1;
    if (body.startsWith('/')) continue;
    const match = /^([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)/.exec(body);
    if (!match) return null;
    const attrs: Record<string, string> = {};
    const rest = body.slice(match[1]!.length).replace(/\/\s*$/, '');
    const attr = /\s*([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)\s*=\s*("([^"]*)"|'([^']*)')/y;
    let k = 0;
    while (k < rest.length) {
      if (/^\s*$/.test(rest.slice(k))) break;
      attr.lastIndex = k;
      const a = attr.exec(rest);
      if (!a) return null;
      attrs[a[1]!.replace(/^.*:/, '')] = decodeXml(a[3] ?? a[4] ?? '');
      k = attr.lastIndex;
    }
    out.push({ name: match[1]!.replace(/^.*:/, ''), attrs });
  }
  return out;
}

/** A part name as the package writes it (`/word/document.xml`), from a relationship target of the package root. */
function partName(target: string): string {
  const parts: string[] = [];
  for (const segment of decodeURIComponent(target).replace(/\\/g, '/').split('/')) {
    if (!segment || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return `/${parts.join('/')}`.toLowerCase();
}

const openZip = async (bytes: Buffer): Promise<ZipFile | null> => {
  const { default: yauzl } = await import('yauzl');
  return new Promise((resolve) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      resolve(error || !zip ? null : zip),
    ),
  );
};

/** Every entry of the archive's directory (nothing inflated), or null when the archive is malformed or absurd (a bomb). */
function listEntries(zip: ZipFile): Promise<Entry[] | null> {
  return new Promise((resolve) => {
    const entries: Entry[] = [];
    let total = 0;
    let finished = false;
    const done = (value: Entry[] | null) => {
      if (finished) return;
      finished = true;
      resolve(value);
    };
    zip.on('error', () => done(null));
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : entry.uncompressedSize > 0 ? Infinity : 1;
      if (
        entries.length >= DOCX_LIMITS.entries ||
        entry.uncompressedSize > DOCX_LIMITS.entryBytes ||
        total > DOCX_LIMITS.totalBytes ||
        (entry.uncompressedSize > 1_000_000 && ratio > DOCX_LIMITS.ratio)
      )
        return done(null);
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => done(entries));
    zip.readEntry();
  });
}

/** One small part, inflated (its declared size is checked while reading), or null. */
function readPart(zip: ZipFile, entry: Entry): Promise<string | null> {
  if (entry.uncompressedSize > DOCX_LIMITS.xmlBytes) return Promise.resolve(null);
  return new Promise((resolve) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return resolve(null);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > DOCX_LIMITS.xmlBytes) stream.destroy();
        else chunks.push(chunk);
      });
      stream.on('error', () => resolve(null));
      // After 'end' this changes nothing; without it (destroyed, too big) the part is unreadable.
      stream.on('close', () => resolve(null));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '')));
    });
  });
}

/**
 * 'ok' for a Word document package; 'active' for a macro-enabled one or one that fetches a template, frame or object
 * from elsewhere when opened; 'invalid' for anything else (not a zip, not a Word package, a zip bomb).
 */
export async function checkDocx(bytes: Buffer): Promise<Verdict> {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return 'invalid';
  const zip = await openZip(bytes);
  if (!zip) return 'invalid';
  try {
    const entries = await listEntries(zip);
    if (!entries) return 'invalid';
    const byName = new Map(entries.map((e) => [`/${e.fileName.replace(/\\/g, '/').replace(/^\/+/, '')}`.toLowerCase(), e]));
    if ([...byName.keys()].some((name) => /(^|\/)vbaproject\.bin$|(^|\/)vbadata\.xml$/.test(name))) return 'active';

    const typesEntry = byName.get('/[content_types].xml');
    const relsEntry = byName.get('/_rels/.rels');
    if (!typesEntry || !relsEntry) return 'invalid';
    const typesXml = await readPart(zip, typesEntry);
    const types = typesXml === null ? null : xmlElements(typesXml);
    if (!types || types[0]?.name !== 'Types') return 'invalid';
    const defaults = new Map<string, string>();
    const overrides = new Map<string, string>();
    for (const el of types) {
      const contentType = (el.attrs.ContentType ?? '').trim().toLowerCase();
      if (el.name === 'Default' && el.attrs.Extension) defaults.set(el.attrs.Extension.toLowerCase(), contentType);
      if (el.name === 'Override' && el.attrs.PartName) overrides.set(partName(el.attrs.PartName), contentType);
    }
    const allTypes = [...defaults.values(), ...overrides.values()];
    if (allTypes.some((t) => t.includes('macroenabled') || t.includes('vbaproject') || t.includes('vbadata'))) return 'active';

    // Every relationship part: none may fetch a template, frame or object from elsewhere on opening.
    let relsTotal = 0;
    let officeDocument: string | null = null;
    for (const [name, entry] of byName) {
      if (!name.endsWith('.rels')) continue;
      relsTotal += entry.uncompressedSize;
      if (relsTotal > DOCX_LIMITS.relsTotal) return 'invalid';
      const xml = await readPart(zip, entry);
      const rels = xml === null ? null : xmlElements(xml);
      if (!rels || rels[0]?.name !== 'Relationships') return 'invalid';
      for (const rel of rels) {
        if (rel.name !== 'Relationship') continue;
        const type = (rel.attrs.Type ?? '').trim();
        const kind = type.slice(type.lastIndexOf('/') + 1).toLowerCase();
        const external = (rel.attrs.TargetMode ?? '').trim().toLowerCase() === 'external';
        if (external && REMOTE_ON_OPEN.has(kind)) return 'active';
        if (name === '/_rels/.rels' && OFFICE_DOCUMENT_REL.test(type) && !external) officeDocument ??= rel.attrs.Target ?? null;
      }
    }
    // The main part the package names is a Word document, and it is there.
    if (!officeDocument) return 'invalid';
    const main = partName(officeDocument);
    const extension = main.slice(main.lastIndexOf('.') + 1);
    const mainType = overrides.get(main) ?? defaults.get(extension);
    if (mainType !== WORD_MAIN_CONTENT_TYPE || !byName.has(main)) return 'invalid';
    return 'ok';
  } finally {
    zip.close();
  }
}

// ---------------------------------------------------------------- .doc (OLE compound file)

export const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR = 0xfffffffa;

/**
 * 'ok' for a Word 97–2003 document: a well-formed compound file (header, FAT, directory) whose root holds a
 * `WordDocument` stream starting with a Word FIB (0xA5EC); 'active' when the root also holds macros; 'invalid' otherwise
 * (any other OLE file — a spreadsheet, an installer, a package carrying an executable).
 */
export function checkDoc(bytes: Buffer): Verdict {
  try {
    return readCfb(bytes);
  } catch {
    return 'invalid';
  }
}

function readCfb(b: Buffer): Verdict {
  if (b.length < 512 || !b.subarray(0, 8).equals(OLE_MAGIC)) return 'invalid';
  if (b.readUInt16LE(0x1c) !== 0xfffe) return 'invalid'; // byte order: little-endian
  const major = b.readUInt16LE(0x1a);
  const shift = b.readUInt16LE(0x1e);
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return 'invalid';
  if (b.readUInt16LE(0x20) !== 6) return 'invalid';
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((b.length - sectorSize) / sectorSize) + (((b.length - sectorSize) % sectorSize) > 0 ? 1 : 0);
  const fatSectors = b.readUInt32LE(0x2c);
  const firstDir = b.readUInt32LE(0x30);
  const miniCutoff = b.readUInt32LE(0x38);
  const firstMiniFat = b.readUInt32LE(0x3c);
  let difatNext = b.readUInt32LE(0x44);
  const difatCount = b.readUInt32LE(0x48);
  if (fatSectors === 0 || fatSectors > sectorCount || difatCount > sectorCount || miniCutoff !== 4096) return 'invalid';
  const sectorOffset = (id: number) => {
    if (id > MAX_REGULAR || id >= sectorCount) throw new Error('sector out of range');
    return (id + 1) * sectorSize;
  };
  const sector = (id: number) => {
    const start = sectorOffset(id);
    const out = Buffer.alloc(sectorSize);
    b.copy(out, 0, start, Math.min(b.length, start + sectorSize));
    return out;
  };
  // The FAT's sectors: 109 in the header, the rest in the DIFAT chain.
  const fatIds: number[] = [];
  for (let i = 0; i < 109 && fatIds.length < fatSectors; i++) fatIds.push(b.readUInt32LE(0x4c + i * 4));
  for (let n = 0; n < difatCount && fatIds.length < fatSectors; n++) {
    const s = sector(difatNext);
    for (let i = 0; i < sectorSize / 4 - 1 && fatIds.length < fatSectors; i++) fatIds.push(s.readUInt32LE(i * 4));
    difatNext = s.readUInt32LE(sectorSize - 4);
  }
  if (fatIds.length !== fatSectors) return 'invalid';
  const fat: number[] = [];
  for (const id of fatIds) {
    const s = sector(id);
    for (let i = 0; i < sectorSize / 4; i++) fat.push(s.readUInt32LE(i * 4));
  }
  const chain = (start: number, table: number[], limit: number): number[] => {
    const ids: number[] = [];
    for (let id = start; id !== END_OF_CHAIN; id = table[id] ?? FREE) {
      if (id > MAX_REGULAR || id >= table.length || ids.length >= limit) throw new Error('broken chain');
      ids.push(id);
    }
    return ids;
  };
  // The directory: 128-byte entries; entry 0 is the root storage.
  const dirIds = chain(firstDir, fat, sectorCount);
  const dir = Buffer.concat(dirIds.map(sector));
  type DirEntry = { name: string; type: number; left: number; right: number; child: number; start: number; size: number };
  const entries: DirEntry[] = [];
  for (let off = 0; off + 128 <= dir.length; off += 128) {
    const nameLength = dir.readUInt16LE(off + 0x40);
    const type = dir[off + 0x42]!;
    const name = nameLength >= 2 && nameLength <= 64 ? dir.toString('utf16le', off, off + nameLength - 2) : '';
    entries.push({
      name,
      type,
      left: dir.readUInt32LE(off + 0x44),
      right: dir.readUInt32LE(off + 0x48),
      child: dir.readUInt32LE(off + 0x4c),
      start: dir.readUInt32LE(off + 0x74),
      size: dir.readUInt32LE(off + 0x78),
    });
  }
  const root = entries[0];
  if (!root || root.type !== 5) return 'invalid';
  // The root's children: a tree through left and right siblings.
  const children: DirEntry[] = [];
  const seen = new Set<number>();
  const walk = (id: number) => {
    const stack = [id];
    while (stack.length) {
      const at = stack.pop()!;
      if (at === FREE || at >= entries.length) continue;
      if (seen.has(at)) throw new Error('directory loop');
      seen.add(at);
      const entry = entries[at]!;
      children.push(entry);
      stack.push(entry.left, entry.right);
    }
  };
  walk(root.child);
  const named = (name: string) => children.find((e) => e.name.toLowerCase() === name.toLowerCase());
  if (named('Macros') || named('_VBA_PROJECT_CUR')) return 'active';
  const word = named('WordDocument');
  if (!word || word.type !== 2 || word.size < 0x22) return 'invalid';
  // The stream's first bytes: the FIB's wIdent. Small streams live in the mini stream (the root's chain).
  let first: Buffer;
  if (word.size >= miniCutoff) {
    first = sector(word.start);
  } else {
    if (firstMiniFat === END_OF_CHAIN) return 'invalid';
    const miniOffset = word.start * 64;
    const rootChain = chain(root.start, fat, sectorCount);
    const at = rootChain[Math.floor(miniOffset / sectorSize)];
    if (at === undefined) return 'invalid';
    first = sector(at).subarray(miniOffset % sectorSize);
  }
  return first.readUInt16LE(0) === 0xa5ec ? 'ok' : 'invalid';
}

// ---------------------------------------------------------------- .pdf

/** Names that make a PDF act when opened or carry other files: refused wherever they appear (also in object streams). */
const ACTIVE_PDF_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);
/** At most this many bytes are inflated from a PDF's object streams (dictionaries only; pages are never inflated). */
const PDF_INFLATE_LIMIT = 20_000_000;

const DELIMITER = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';

/** The names of PDF source text (`#xx` decoded), skipping literal strings and comments. */
export function pdfNames(text: string): string[] {
  const names: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '(') {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 1;
      i++;
      while (i < text.length && depth > 0) {
        const d = text[i]!;
        if (d === '\\') i++;
        else if (d === '(') depth++;
        else if (d === ')') depth--;
        i++;
      }
      continue;
    }
    if (c === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
      continue;
    }
    if (c === '/') {
      let j = i + 1;
      while (j < text.length && !isSpace(text[j]) && !DELIMITER.has(text[j]!)) j++;
      names.push(text.slice(i + 1, j).replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))));
      i = j;
      continue;
    }
    i++;
  }
  return names;
}

/** The dictionary `<< … >>` starting at `at` (nested dictionaries and strings allowed), or null. */
function dictionaryAt(text: string, at: number): string | null {
  let i = at;
  while (isSpace(text[i])) i++;
  if (!text.startsWith('<<', i)) return null;
  let depth = 0;
  const start = i;
  while (i < text.length) {
    if (text.startsWith('<<', i)) {
      depth++;
      i += 2;
    } else if (text.startsWith('>>', i)) {
      depth--;
      i += 2;
      if (depth === 0) return text.slice(start, i);
    } else if (text[i] === '(') {
      let d = 1;
      i++;
      while (i < text.length && d > 0) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') d++;
        else if (text[i] === ')') d--;
        i++;
      }
    } else i++;
  }
  return null;
}

/** The trailer dictionary of the cross-reference section at `offset`: a table's `trailer`, or an XRef stream's dictionary. */
function trailerAt(text: string, offset: number): string | null {
  if (offset < 0 || offset >= text.length) return null;
  if (text.startsWith('xref', offset)) {
    // Subsections of "first count" lines and 20-byte entries, then the trailer.
    const section = /xref\s*((?:\d+\s+\d+\s*(?:\d{10}\s+\d{5}\s+[nf]\s*)*)+)trailer/y;
    section.lastIndex = offset;
    const match = section.exec(text);
    if (!match) return null;
    return dictionaryAt(text, offset + match[0].length);
  }
  const object = /(\d+)\s+(\d+)\s+obj/y;
  object.lastIndex = offset;
  const match = object.exec(text);
  if (!match) return null;
  const dict = dictionaryAt(text, offset + match[0].length);
  return dict && pdfNames(dict).includes('XRef') ? dict : null;
}

/**
 * 'ok' for a PDF that parses (header, a cross-reference table or stream named by `startxref`, a trailer naming its
 * catalogue) and carries no JavaScript, launch action or embedded file; 'encrypted' for a password-protected one;
 * 'active' for scripts, launch actions and attachments; 'invalid' for anything else (truncated, no trailer).
 */
export function checkPdf(bytes: Buffer): Verdict {
  const text = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return 'invalid';
  // The end: startxref, its offset, %%EOF (a few bytes of padding after it are tolerated).
  const tail = text.slice(Math.max(0, text.length - 2048));
  const end = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(tail);
  if (!end) return 'invalid';
  let trailer = trailerAt(text, Number(end[1]));
  if (!trailer) {
    // An offset a writer got slightly wrong: the last cross-reference section of the file still has to be there.
    const lastTable = text.lastIndexOf('trailer');
    trailer = lastTable >= 0 && text.lastIndexOf('xref', lastTable) >= 0 ? dictionaryAt(text, lastTable + 7) : null;
  }
  if (!trailer) return 'invalid';
  const trailerNames = pdfNames(trailer);
  if (trailerNames.includes('Encrypt')) return 'encrypted';
  if (!trailerNames.includes('Root')) return 'invalid';

  // The file's objects with their streams' data left out; object streams (which hold dictionaries) inflated.
  const outside: string[] = [];
  let inflated = 0;
  let at = 0;
  for (;;) {
    const keyword = text.indexOf('stream', at);
    if (keyword < 0) {
      outside.push(text.slice(at));
      break;
    }
    if (text.slice(keyword - 3, keyword) === 'end') {
      outside.push(text.slice(at, keyword + 6));
      at = keyword + 6;
      continue;
    }
    const dataStart = text[keyword + 6] === '\r' && text[keyword + 7] === '\n' ? keyword + 8 : text[keyword + 6] === '\n' ? keyword + 7 : -1;
    if (dataStart < 0) {
      outside.push(text.slice(at, keyword + 6));
      at = keyword + 6;
      continue;
    }
    const dictStart = text.lastIndexOf('obj', keyword);
    const dict = dictStart >= at ? text.slice(dictStart + 3, keyword) : '';
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let dataEnd = direct ? dataStart + Number(direct[1]) : -1;
    if (dataEnd < 0 || dataEnd > text.length || !/^\s*endstream/.test(text.slice(dataEnd, dataEnd + 20))) dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return 'invalid';
    outside.push(text.slice(at, dataStart));
    const names = pdfNames(dict);
    if (names.includes('ObjStm')) {
      const filters = names.filter((n) => n.endsWith('Decode'));
      let content: Buffer | null = bytes.subarray(dataStart, dataEnd);
      if (filters.length === 1 && filters[0] === 'FlateDecode') {
        try {
          content = inflateSync(content, { maxOutputLength: PDF_INFLATE_LIMIT - inflated });
        } catch {
          content = null;
        }
      } else if (filters.length) content = null;
      // An object stream that cannot be read cannot be checked: refused.
      if (!content) return 'invalid';
      inflated += content.length;
      outside.push(content.toString('latin1'));
    }
    at = dataEnd;
  }
  const names = new Set(outside.flatMap(pdfNames));
  for (const name of ACTIVE_PDF_NAMES) if (names.has(name)) return 'active';
  if (names.has('Encrypt')) return 'encrypted';
  return 'ok';
}

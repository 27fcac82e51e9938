// "Download all my data": a zip with one JSON file of every row that belongs to the candidate, and their documents.
// A candidate's rows are found generically: every table with a candidate_id column (information_schema), so a table
// added by any feature is in the export without a change here. Secrets (password and token hashes) are left out,
// and the values encrypted by design (the one list in modules/application/sealed.ts) are decrypted for their owner and
// place; any other string is exported as it is stored, even one that looks encrypted.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { decryptRow, logUnavailable } from '../application/sealed';
import { cipherOf } from '../application/service';
import { CANDIDATE_REFERENCE_COLUMNS } from '../references/service';
import { documentBytes } from '../application/files';

/** Column or JSON key names never exported: credentials of any kind. */
const SECRET = /(password|passwd|secret|token|hash|otp|api_?key|private_?key)/i;
/**
 * Tables that hold what is not the candidate's to see: only the listed columns are exported. A reference's row carries
 * the referee's answer and its audit fields, which are the agency's (the referee was promised the candidate never sees
 * them); the candidate gets the request, the referee's contact details and the status.
 */
const CANDIDATE_COLUMNS: Record<string, readonly string[]> = {
  candidate_references: CANDIDATE_REFERENCE_COLUMNS,
  // What the agency's systems read and when; not which of the agency's keys read it.
  agency_reads: ['id', 'candidate_id', 'org_id', 'what', 'subject', 'created_at'],
};
/** Columns holding file bytes: the files go into the zip's documents/ folder instead. */
const BYTES_TYPES = new Set(['bytea']);

type Row = Record<string, unknown>;
type Table = { name: string; columns: { name: string; type: string }[] };

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of this schema that has a candidate_id column, with its columns. */
export async function candidateTables(app: FastifyInstance): Promise<Table[]> {
  const result = await app.db.execute(sql`
    SELECT c.table_name AS table_name, c.column_name AS column_name, c.data_type AS data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema()
      AND c.table_name IN (SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'candidate_id')
    ORDER BY c.table_name, c.ordinal_position`);
  const tables = new Map<string, Table>();
  for (const row of rowsOf(result)) {
    const name = String(row.table_name);
    const table = tables.get(name) ?? { name, columns: [] };
    table.columns.push({ name: String(row.column_name), type: String(row.data_type) });
    tables.set(name, table);
  }
  return [...tables.values()];
}

/** What stands in the export for a value encrypted by design that does not decrypt in its place. */
export const UNAVAILABLE = '[unavailable]';

/** Removes secrets at any depth of a JSON value; strings are kept as they are (nothing is decrypted here). */
export function cleanValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => cleanValue(v));
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const out: Row = {};
    for (const [key, v] of Object.entries(value as Row)) if (!SECRET.test(key)) out[key] = cleanValue(v);
    return out;
  }
  return value;
}

export type ExportFile = { name: string; bytes: Buffer };

/** The candidate's data: the account row and, per table, every row with their candidate_id. */
export async function collectCandidateData(app: FastifyInstance, candidateId: string): Promise<{ data: Record<string, Row[]>; files: ExportFile[] }> {
  const cipher = cipherOf(app);
  const decrypt = { unavailable: UNAVAILABLE, onUnavailable: logUnavailable(app.log) };
  const data: Record<string, Row[]> = {};
  const [account] = rowsOf(await app.db.execute(sql`SELECT * FROM candidates WHERE id = ${candidateId}`));
  data.candidates = account ? [cleanValue(account) as Row] : [];
  const files: ExportFile[] = [];
  for (const table of await candidateTables(app)) {
    const visible = CANDIDATE_COLUMNS[table.name];
    const columns = table.columns.filter((c) => !SECRET.test(c.name) && !BYTES_TYPES.has(c.type) && (!visible || visible.includes(c.name)));
    if (!columns.length) continue;
    const list = columns.map((c) => quote(c.name)).join(', ');
    // Names come from information_schema and are quoted; the candidate's id is a bound parameter.
    const rows = rowsOf(await app.db.execute(sql`SELECT ${sql.raw(list)} FROM ${sql.raw(quote(table.name))} WHERE candidate_id = ${candidateId}`));
    data[table.name] = rows.map((row) => cleanValue(decryptRow(cipher, table.name, row, candidateId, decrypt)) as Row);
  }
  // The documents' bytes, wherever they are kept (files, the database or the object store).
  const docs = rowsOf(await app.db.execute(sql`SELECT id, kind, filename, store, content FROM documents WHERE candidate_id = ${candidateId} ORDER BY created_at`));
  const used = new Set<string>();
  for (const doc of docs) {
    const store = String(doc.store);
    const bytes =
      store === 'database'
        ? toBuffer(doc.content)
        : store === 's3' && app.config.fileStore.kind !== 's3'
          ? null
          : await documentBytes(app.config, { id: String(doc.id), candidateId, store, content: null });
    if (!bytes) continue;
    let name = `${String(doc.kind)}-${String(doc.filename)}`.replace(/[/\\\0]/g, '_');
    while (used.has(name)) name = `${String(doc.id).slice(0, 8)}-${name}`;
    used.add(name);
    files.push({ name, bytes });
  }
  return { data, files };
}

function toBuffer(value: unknown): Buffer | null {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  // node-postgres returns bytea as a Buffer; a hex string ("\x...") is converted just in case.
  if (typeof value === 'string' && value.startsWith('\\x')) return Buffer.from(value.slice(2), 'hex');
  return null;
}

/** The zip: data.json (every table), README.txt, and documents/<kind>-<file name>. */
export async function exportZip(content: { data: Record<string, Row[]>; files: ExportFile[] }, meta: { email: string; exportedAt: Date }): Promise<Readable> {
  const { default: yazl } = await import('yazl');
  const zip = new yazl.ZipFile();
  const mtime = meta.exportedAt;
  const json = JSON.stringify({ exportedAt: mtime.toISOString(), email: meta.email, tables: content.data }, null, 2);
  zip.addBuffer(Buffer.from(json, 'utf8'), 'data.json', { mtime });
  zip.addBuffer(
    Buffer.from(
      [
        `Your data as kept by the candidate portal on ${mtime.toISOString()}.`,
        '',
        'data.json: every record of your account, one list per table (passwords and sign-in secrets are never included).',
        'documents/: the files you uploaded.',
        '',
      ].join('\n'),
      'utf8',
    ),
    'README.txt',
    { mtime },
  );
  for (const file of content.files) zip.addBuffer(file.bytes, `documents/${file.name}`, { mtime, compress: true });
  zip.end();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  return out;
}

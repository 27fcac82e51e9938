// CSV files an operator imports (jobs, skills checklists): one reader, loaded by the first CSV file read and not at the
// portal's start. Each record keeps the line it ends on, so a problem can say where it stands.
import { badRequest } from './errors';

export type CsvRecord = { record: string[]; info: { lines: number } };

/** The file's records (a BOM, blank lines and spaces around values dropped; rows may differ in length), or a 400. */
export async function readCsvRecords(content: string): Promise<CsvRecord[]> {
  const { CsvError, parse } = await import('csv-parse/sync');
  try {
    return parse(content, { bom: true, skip_empty_lines: true, trim: true, info: true, relax_column_count: true }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
}

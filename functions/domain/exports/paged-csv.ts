// An export written a page at a time: each page read is one bounded read of the store (a Query with a Limit), its rows
// written as CSV lines before the next page is read; never the whole list in one read (docs/decisions/040).

import { csvLine, type CellValue } from './csv.js';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CellValue;
}

export interface RowPage<T> {
  rows: T[];
  nextCursor: string | null;
}

export interface CsvExport {
  body: string;
  /** Where to continue when the export stopped at its size limit; null when it holds every row. */
  nextCursor: string | null;
  rows: number;
  pages: number;
}

/**
 * Reads pages from `cursor` on and writes their rows until the list ends or the text reaches `maxBytes` (an answer must
 * fit the function's response limit); the header line starts every part.
 */
export async function pagedCsv<T>(
  columns: readonly CsvColumn<T>[],
  readPage: (cursor: string | null) => Promise<RowPage<T>>,
  options: { cursor: string | null; maxBytes: number },
): Promise<CsvExport> {
  const chunks = [csvLine(columns.map((column) => column.header))];
  let bytes = Buffer.byteLength(chunks[0]!);
  let cursor = options.cursor;
  let rows = 0;
  let pages = 0;
  do {
    const page = await readPage(cursor);
    pages += 1;
    for (const row of page.rows) {
      const line = csvLine(columns.map((column) => column.value(row)));
      chunks.push(line);
      bytes += Buffer.byteLength(line);
    }
    rows += page.rows.length;
    cursor = page.nextCursor;
  } while (cursor !== null && bytes < options.maxBytes);
  return { body: chunks.join(''), nextCursor: cursor, rows, pages };
}

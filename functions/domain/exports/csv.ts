// CSV text as RFC 4180 writes it, each cell guarded against formula injection (docs/decisions/040 "CSV").

export type CellValue = string | number | boolean | null;

/** A spreadsheet reads a cell starting with one of these as a formula (or as the start of one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these is quoted, its quotes doubled (RFC 4180 §2.6, §2.7). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a formula-looking value gets a leading `'`, then the cell is quoted when it must be. */
export function csvCell(value: CellValue): string {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated (RFC 4180 §2.1). */
export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

// Reads an export's CSV with a real parser (csv-parse, strict RFC 4180: quoted cells, doubled quotes, CRLF records),
// as a script or a spreadsheet's import would, to check what it holds.

import { parse } from 'csv-parse/sync';

const RFC_4180 = { record_delimiter: '\r\n', bom: false, relax_quotes: false } as const;

export function parseCsv(text: string): string[][] {
  if (text !== '' && !text.endsWith('\r\n')) throw new Error('The CSV does not end with CRLF');
  return parse(text, RFC_4180) as string[][];
}

/** The records after the header, each as an object keyed by the header's names; a record of another width throws. */
export function csvObjects(text: string): Record<string, string>[] {
  return parse(text, { ...RFC_4180, columns: true }) as Record<string, string>[];
}

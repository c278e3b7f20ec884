// Reads CSV text as RFC 4180 defines it (quoted cells, doubled quotes, CRLF records), to check what an export wrote.

export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length) throw new Error('The CSV does not end with CRLF');
  return records;
}

/** The records after the header, each as an object keyed by the header's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  for (const row of rows)
    if (row.length !== header.length) throw new Error(`A record has ${row.length} cells, not ${header.length}`);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]!])));
}

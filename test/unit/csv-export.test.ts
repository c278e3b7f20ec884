import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, moneyCell, phoneCell } from '../../functions/domain/exports/csv.js';
import { pagedCsv, type RowPage } from '../../functions/domain/exports/paged-csv.js';
import { parseCsv } from '../support/csv.js';

describe('a CSV cell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+44 7700 900000', "'+44 7700 900000"],
    ['-9.99', "'-9.99"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['x;=1+2', '"x;=1+2"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['two\nlines', '"two\nlines"'],
  ])('writes the text %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes counts and amounts as plain numbers a spreadsheet sums, negative ones too', () => {
    expect(csvLine([12, -5, true, null])).toBe('12,-5,true,\r\n');
    expect(csvLine([moneyCell(-999), moneyCell(2500), moneyCell(7)])).toBe('-9.99,25.00,0.07\r\n');
    expect(csvCell({ number: '=1+2' })).toBe("'=1+2");
  });

  it('writes a phone number as text a spreadsheet shows with its +, and anything else given as one as text', () => {
    expect(csvCell(phoneCell('+447700900006'))).toBe('"=""+447700900006"""');
    expect(csvCell(phoneCell('+44"&cmd'))).toBe(`"'+44""&cmd"`);
    expect(csvCell(phoneCell(null))).toBe('');
  });

  it('reads back as the value it was, behind its guard', () => {
    const values = ['=1+2', 'a,"b"', 'line\r\nbreak', 'x'];
    expect(parseCsv(csvLine(values))).toEqual([["'=1+2", 'a,"b"', 'line\r\nbreak', 'x']]);
  });
});

describe('an export written a page at a time', () => {
  const columns = [{ header: 'n', value: (row: number) => row }];
  /** Rows 1..total in pages of `size`, the cursor being the next row, counting the reads. */
  function pages(total: number, size: number) {
    const reads: (string | null)[] = [];
    const read = async (cursor: string | null): Promise<RowPage<number>> => {
      reads.push(cursor);
      const start = cursor ? Number(cursor) : 1;
      const rows = Array.from({ length: Math.min(size, total - start + 1) }, (_, index) => start + index);
      const next = start + size;
      return { rows, nextCursor: next <= total ? String(next) : null };
    };
    return { read, reads };
  }

  it('reads every page once, in order, and writes each row once under one header', async () => {
    const { read, reads } = pages(7, 2);
    const csv = await pagedCsv(columns, read, { cursor: null, maxBytes: 1_000_000 });
    expect(reads).toEqual([null, '3', '5', '7']);
    expect(csv).toMatchObject({ rows: 7, pages: 4, nextCursor: null });
    expect(parseCsv(csv.body)).toEqual([['n'], ['1'], ['2'], ['3'], ['4'], ['5'], ['6'], ['7']]);
  });

  it('stops between pages at its size limit and says where to go on from', async () => {
    const { read } = pages(100, 10);
    const first = await pagedCsv(columns, read, { cursor: null, maxBytes: 50 });
    expect(first).toMatchObject({ pages: 2, rows: 20, nextCursor: '21' });
    const rest = await pagedCsv(columns, read, { cursor: first.nextCursor, maxBytes: 1_000_000 });
    expect(rest).toMatchObject({ rows: 80, nextCursor: null });
    expect(parseCsv(rest.body)[1]).toEqual(['21']);
  });
});

// CSV text as RFC 4180 writes it, for a spreadsheet to open (docs/decisions/040 "CSV", 051): numbers as numbers, phone
// numbers as text with their `+`, and any other text guarded against formula injection.

import { centsToDecimal } from '../../../shared/money.js';

/** A number a spreadsheet sums, written exactly (money as its decimal, e.g. `-9.99`). */
export interface NumberCell {
  readonly number: string;
}

/** A phone number, which a spreadsheet must show as text, `+` included, not as a number or a formula. */
export interface PhoneCell {
  readonly phone: string;
}

/** A cell's value: text (guarded), a count or amount, a phone number, or nothing. */
export type CellValue = string | number | boolean | null | NumberCell | PhoneCell;

/** An amount of money in cents, as the number of dollars it is. */
export const moneyCell = (cents: number): NumberCell => ({ number: centsToDecimal(cents) });

/** A phone number's cell; nothing when there is none. */
export const phoneCell = (phone: string | null | undefined): PhoneCell | null => (phone ? { phone } : null);

/** A spreadsheet reads a cell starting with one of these as a formula (or as the start of one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these is quoted, its quotes doubled (RFC 4180 §2.6, §2.7); `;` for the `;`-separated locales. */
const NEEDS_QUOTES = /[",;\r\n]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** E.164: only such a number is written as a formula of our own, which then holds nothing but digits. */
const E164 = /^\+\d{6,15}$/;

const quoted = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Text a spreadsheet shows as it is: a formula-looking value gets a leading `'`. */
const textCell = (text: string) => quoted(FORMULA_START.test(text) ? `'${text}` : text);

/** One cell as a spreadsheet should read it. */
export function csvCell(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return textCell(value);
  if ('number' in value) return DECIMAL.test(value.number) ? value.number : textCell(value.number);
  // `="+447700900006"`: Excel, Google Sheets, Numbers and LibreOffice (formulas evaluated) show the text +447700900006;
  // written plain it would become the number 447700900006, and guarded with `'` it would show the quote.
  return E164.test(value.phone) ? quoted(`="${value.phone}"`) : textCell(value.phone);
}

/** One record, CRLF-terminated (RFC 4180 §2.1). */
export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

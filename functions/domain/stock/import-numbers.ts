// `numbers:import`: one E.164 UK number a line; blank lines and '#' comments are skipped; a bad line stops the import.

import { ukNumber } from '../../../shared/schemas/stock.js';
import type { ImportResult, NumberRepository } from './ports.js';

/** The numbers of a file, or an error naming every bad line, so nothing is half-imported. */
export function parseNumberLines(text: string): string[] {
  const numbers: string[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (ukNumber.safeParse(line).success) numbers.push(line);
    else
      problems.push(`line ${index + 1}: ${JSON.stringify(line)} is not a UK number in E.164 form (+44 and ten digits)`);
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return numbers;
}

export function importNumbers(numbers: NumberRepository, text: string, now: Date): Promise<ImportResult> {
  return numbers.import(parseNumberLines(text), now);
}

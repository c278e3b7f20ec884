// ops numbers:import <file>: adds UK numbers to the stock, one E.164 number a line; numbers already known are skipped.

import { readFile } from 'node:fs/promises';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createNumberRepository } from '../adapters/dynamo/number-repository.js';
import { importNumbers } from '../domain/stock/import-numbers.js';

export async function importNumbersFile(table: TableClient, args: string[]): Promise<string> {
  const file = args[0];
  if (!file) throw new Error('Usage: numbers:import <file>');
  const { added, skipped } = await importNumbers(
    createNumberRepository(table),
    await readFile(file, 'utf8'),
    new Date(),
  );
  return `Imported ${added} numbers; ${skipped} were already known`;
}

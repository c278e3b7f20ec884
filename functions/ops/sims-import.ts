// ops sims:import <file>: adds eSIMs to the stock from iccid,puk,phone_number,activation_code lines; known ICCIDs are skipped.

import { readFile } from 'node:fs/promises';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createSimCardRepository } from '../adapters/dynamo/sim-card-repository.js';
import { SIM_CSV_HEADER, importSimCards } from '../domain/sims/import-sim-cards.js';

export async function importSimCardsFile(table: TableClient, args: string[]): Promise<string> {
  const file = args[0];
  if (!file) throw new Error(`Usage: sims:import <file>   (CSV: ${SIM_CSV_HEADER})`);
  const { added, skipped } = await importSimCards(
    createSimCardRepository(table),
    await readFile(file, 'utf8'),
    new Date(),
  );
  return `Imported ${added} eSIMs; ${skipped} were already known`;
}

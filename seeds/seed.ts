// Idempotent seeding of a table: the service catalogue, and for the local runtime the starting stock.

import { createServiceRepository } from '../functions/adapters/dynamo/service-repository.js';
import type { TableClient } from '../functions/adapters/dynamo/document-client.js';
import { createNumberRepository } from '../functions/adapters/dynamo/number-repository.js';
import { createSimCardRepository } from '../functions/adapters/dynamo/sim-card-repository.js';
import { importSimCards } from '../functions/domain/sims/import-sim-cards.js';
import { importNumbers } from '../functions/domain/stock/import-numbers.js';
import { CATALOGUE } from './services.js';
import { seedNumberLines, seedSimLines } from './stock.js';

export interface SeedResult {
  services: number;
  /** Stock added by this run (0 when it was there already, or when stock is not seeded). */
  numbers: number;
  sims: number;
}

export async function seed(table: TableClient, options: { stock: boolean }): Promise<SeedResult> {
  await createServiceRepository(table).putAll(CATALOGUE);
  if (!options.stock) return { services: CATALOGUE.length, numbers: 0, sims: 0 };
  const now = new Date();
  const numbers = await importNumbers(createNumberRepository(table), seedNumberLines(), now);
  const sims = await importSimCards(createSimCardRepository(table), seedSimLines(), now);
  return { services: CATALOGUE.length, numbers: numbers.added, sims: sims.added };
}

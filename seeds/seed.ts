// Idempotent seeding of a table: the service catalogue's services not in it yet, and for the local runtime the
// starting stock.

import { createServiceRepository } from '../functions/adapters/dynamo/service-repository.js';
import type { TableClient } from '../functions/adapters/dynamo/document-client.js';
import { createNumberRepository } from '../functions/adapters/dynamo/number-repository.js';
import { createSimCardRepository } from '../functions/adapters/dynamo/sim-card-repository.js';
import { importSimCards } from '../functions/domain/sims/import-sim-cards.js';
import { importNumbers } from '../functions/domain/stock/import-numbers.js';
import { CATALOGUE } from './services.js';
import { seedNumberLines, seedSimLines } from './stock.js';

export interface SeedResult {
  /** Services added by this run: a table that has the catalogue keeps it as its operators left it. */
  services: number;
  /** Stock added by this run (0 when it was there already, or when stock is not seeded). */
  numbers: number;
  sims: number;
}

export async function seed(table: TableClient, options: { stock: boolean }): Promise<SeedResult> {
  const services = await createServiceRepository(table).putMissing(CATALOGUE);
  if (!options.stock) return { services, numbers: 0, sims: 0 };
  const now = new Date();
  const numbers = await importNumbers(createNumberRepository(table), seedNumberLines(), now);
  const sims = await importSimCards(createSimCardRepository(table), seedSimLines(), now);
  return { services, numbers: numbers.added, sims: sims.added };
}

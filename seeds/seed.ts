// Idempotent seeding of a table: the service catalogue (stock arrives with the numbers issue).

import { createServiceRepository } from '../functions/adapters/dynamo/service-repository.js';
import type { TableClient } from '../functions/adapters/dynamo/document-client.js';
import { SERVICES } from './services.js';

export async function seed(table: TableClient): Promise<{ services: number }> {
  await createServiceRepository(table).putAll(SERVICES);
  return { services: SERVICES.length };
}

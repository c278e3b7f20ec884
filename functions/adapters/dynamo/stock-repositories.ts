// The numbers issue's repositories over one table client: used by the API functions, consumers, jobs, ops and tests.

import { createCodeRetention } from './code-retention.js';
import type { TableClient } from './document-client.js';
import { createInboundSmsRepository } from './inbound-sms-repository.js';
import { createLeaseRepository } from './lease-repository.js';
import { createNumberRepository } from './number-repository.js';
import { createOneTimeOrderRepository } from './one-time-order-repository.js';
import { createSimCardRepository } from './sim-card-repository.js';
import { createStockStatsRepository } from './stock-stats-repository.js';

export function createStockRepositories(table: TableClient) {
  return {
    numbers: createNumberRepository(table),
    oneTimeOrders: createOneTimeOrderRepository(table),
    leases: createLeaseRepository(table),
    simCards: createSimCardRepository(table),
    inboundSms: createInboundSmsRepository(table),
    codeRetention: createCodeRetention(table),
    stockStats: createStockStatsRepository(table),
  };
}

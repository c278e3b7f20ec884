// What the numbers, orders, leases, eSIM and SMS rules need from the world, injected by the entry points and by tests.

import type { Catalogue } from '../services/catalogue.js';
import type { BusinessMetrics, Clock, EventPublisher } from '../ports.js';
import type { CodeRetention, InboundSmsRepository } from '../sms/ports.js';
import type { LeaseRepository } from '../leases/ports.js';
import type { NumberRepository, StockStatsRepository } from './ports.js';
import type { OneTimeOrderRepository } from '../orders/ports.js';
import type { SimCardRepository } from '../sims/ports.js';
import type { UserRepository } from '../users/ports.js';

export interface StockDeps {
  clock: Clock;
  catalogue: Catalogue;
  users: UserRepository;
  events: EventPublisher;
  numbers: NumberRepository;
  oneTimeOrders: OneTimeOrderRepository;
  leases: LeaseRepository;
  simCards: SimCardRepository;
  inboundSms: InboundSmsRepository;
  codeRetention: CodeRetention;
  stockStats: StockStatsRepository;
  metrics: BusinessMetrics;
}

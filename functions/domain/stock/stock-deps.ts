// What the numbers, orders, leases, eSIM and SMS rules need from the world, injected by the entry points and by tests.

import type { Catalogue } from '../services/catalogue.js';
import type {
  BusinessMetrics,
  Clock,
  CodeRetention,
  EventPublisher,
  InboundSmsRepository,
  LeaseRepository,
  NumberRepository,
  OneTimeOrderRepository,
  SimCardRepository,
  StockStatsRepository,
  UserRepository,
} from '../ports.js';

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

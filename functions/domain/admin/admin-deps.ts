// What the back office's rules need from the world.

import type { AdminListRepository, SalesStatsRepository } from './ports.js';
import type { Clock } from '../ports.js';
import type { AuditTrail } from '../audit/ports.js';
import type { LeaseRepository } from '../leases/ports.js';
import type { OneTimeOrderRepository } from '../orders/ports.js';
import type { UserRepository } from '../users/ports.js';

export interface AdminDeps {
  clock: Clock;
  users: UserRepository;
  oneTimeOrders: OneTimeOrderRepository;
  leases: LeaseRepository;
  salesStats: SalesStatsRepository;
  adminLists: AdminListRepository;
  auditTrail: AuditTrail;
}

// What the back office's rules need from the world.

import type {
  AdminListRepository,
  Clock,
  LeaseRepository,
  OneTimeOrderRepository,
  SalesStatsRepository,
  UserRepository,
} from '../ports.js';

export interface AdminDeps {
  clock: Clock;
  users: UserRepository;
  oneTimeOrders: OneTimeOrderRepository;
  leases: LeaseRepository;
  salesStats: SalesStatsRepository;
  adminLists: AdminListRepository;
}

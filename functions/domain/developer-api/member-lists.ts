// A member's orders, leases and a lease's inbox as the public API lists them: newest first, a page at a time, with
// the filters a developer polls by (docs/decisions/031 "Lists").

import type { LeaseStatus } from '../../../shared/schemas/orders.js';
import type { ApiOrder } from '../../../shared/schemas/public-api.js';
import type { Lease, LeaseMessage } from '../leases/lease.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { Page, PageRequest } from '../ports.js';
import type { Owner } from '../stock/owner.js';

export interface OrderFilter {
  /** The status as the API shows it ('expired' is an order cancelled when its 900 s ran out). */
  status?: ApiOrder['status'];
  serviceId?: number;
}

export interface LeaseFilter {
  status?: LeaseStatus;
  serviceId?: number;
}

export interface MemberListRepository {
  /** The owner's orders, newest first, filtered; a page may hold fewer than `limit` and still have a next one. */
  orders(owner: Owner, filter: OrderFilter, page: PageRequest): Promise<Page<OneTimeOrder>>;
  leases(owner: Owner, filter: LeaseFilter, page: PageRequest): Promise<Page<Lease>>;
  /** The lease's inbox, newest first. */
  leaseMessages(lease: Lease, page: PageRequest): Promise<Page<LeaseMessage>>;
}

// The ports of the back office's lists and figures, implemented in adapters/.

import type { Lease } from '../leases/lease.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { Page, PageRequest } from '../ports.js';
import type { Owner } from '../stock/owner.js';
import type { User } from '../users/user.js';

/** What a sale sold: one-time numbers, leases and eSIMs are orders; an API key's fee is revenue only. */
export type SaleKind = 'oneTime' | 'lease' | 'esim' | 'apiKey';

/** The back office's running totals (docs/decisions/021): revenue net of refunds, orders sold, leases active. */
export interface SalesTotals {
  revenueCents: number;
  orders: number;
  activeLeases: number;
  /** Tickets not yet answered, kept by the tickets' own transactions (0 until they count). */
  pendingTickets: number;
}

/** One product's sales on a day, net of refunds, and what the carrier's numbers those sales used cost. */
export interface ProductDay {
  revenueCents: number;
  numberCostCents: number;
}

/** One UTC day's sales, net of refunds. */
export interface DaySales {
  /** yyyy-mm-dd, UTC. */
  day: string;
  revenueCents: number;
  orders: number;
  oneTimeOrders: number;
  leaseOrders: number;
  buyOrders: number;
  /** Counted since the products were counted apart (docs/decisions/066); before, only `revenueCents`. */
  byProduct: Record<SaleKind, ProductDay>;
}

export interface SalesStatsRepository {
  totals(): Promise<SalesTotals>;
  /** The days from `from` to `to` (yyyy-mm-dd, inclusive) that had sales, oldest first. */
  days(from: string, to: string): Promise<DaySales[]>;
}

/** Who holds an order or lease, as the back office lists it: a member's name and email, an anonymous buyer's email. */
export interface Holder {
  name: string;
  email: string;
}

/** The back office's lists: each a Query of one index partition (docs/decisions/021), never a Scan. */
export interface AdminListRepository {
  users(page: PageRequest): Promise<Page<User>>;
  oneTimeOrders(page: PageRequest): Promise<Page<OneTimeOrder>>;
  leases(page: PageRequest): Promise<Page<Lease>>;
  /** The order or lease whose id, or whose number, is `term`; null when none is. */
  orderByIdOrNumber(term: string): Promise<OneTimeOrder | null>;
  leaseByIdOrNumber(term: string): Promise<Lease | null>;
  /** Who holds each owner's records, by owner key (a member's id or an anonymous order's id). */
  holders(owners: Owner[]): Promise<Map<string, Holder>>;
}

// The SalesCounter items (entity version 1): revenue and sale counts, in total and per UTC day, sharded and written
// only by ADD in the same transaction as the sale or refund they count (docs/decisions/021).

import type { DaySales, SaleKind, SalesTotals } from '../../domain/admin/ports.js';
import type { StockCounts } from '../../domain/stock/ports.js';
import type { TransactItems } from './document-client.js';

type TransactItem = TransactItems[number];

/** A sale, or the refund of one: what it is, what it took, and when it was sold (the UTC day it counts on). */
export interface CountedSale {
  kind: SaleKind;
  amountCents: number;
  soldAt: Date | string;
  /**
   * The stock the sale took (a number: `availableNumbers: -1`), added to the same totals shard instead of an item of
   * its own in STATS#STOCK: one write fewer per sale; the stock counts sum both partitions (docs/decisions/035).
   */
  stock?: Partial<StockCounts>;
  /** What the carrier charged for the number the sale used (its purchase price); none for a number from elsewhere. */
  numberCostCents?: number;
}

/** Every counter is in this partition: the totals are one Query, the days of a month another. */
export const SALES_COUNTER_PK = 'STATS#SALES';
export const TOTAL_SK_PREFIX = 'TOTAL#';
export const DAY_SK_PREFIX = 'DAY#';
const SHARDS = 8;

const ORDER_COUNTER: Record<SaleKind, 'oneTimeOrders' | 'leaseOrders' | 'buyOrders' | null> = {
  oneTime: 'oneTimeOrders',
  lease: 'leaseOrders',
  esim: 'buyOrders',
  // An API key's fee is revenue, not an order.
  apiKey: null,
};

export const SALE_KINDS: readonly SaleKind[] = ['oneTime', 'lease', 'esim', 'apiKey'];
/** A product's own counters, on its day's items only (docs/decisions/066). */
const revenueOf = (kind: SaleKind) => `${kind}RevenueCents`;
const numberCostOf = (kind: SaleKind) => `${kind}NumberCostCents`;

const shard = () => String(Math.floor(Math.random() * SHARDS)).padStart(2, '0');
export const utcDay = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

function addTo(tableName: string, sk: string, changes: Record<string, number>): TransactItem {
  const names = Object.keys(changes);
  return {
    Update: {
      TableName: tableName,
      Key: { pk: SALES_COUNTER_PK, sk },
      UpdateExpression: `SET entity = :entity, version = :version ADD ${names.map((name) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: {
        ':entity': 'SalesCounter',
        ':version': 1,
        ...Object.fromEntries(names.map((name) => [`:${name}`, changes[name]])),
      },
    },
  };
}

/**
 * The two counter updates of a sale (`'sale'`) or of its refund (`'refund'`, which takes the sale off the day it was
 * sold): one to a shard of the totals, one to a shard of its UTC day. Put them in the transaction that moves the
 * money, so that the counters count exactly the sales that happened.
 */
export function salesCounterUpdates(
  tableName: string,
  sale: CountedSale,
  direction: 'sale' | 'refund' = 'sale',
  /** A lease counted after it ended (a backfill): sold, but no longer active. */
  leaseEnded = false,
): TransactItem[] {
  const sign = direction === 'sale' ? 1 : -1;
  const orderCounter = ORDER_COUNTER[sale.kind];
  const changes: Record<string, number> = { revenueCents: sign * sale.amountCents };
  if (orderCounter) Object.assign(changes, { orders: sign, [orderCounter]: sign });
  const totals = {
    ...changes,
    ...(sale.kind === 'lease' && !leaseEnded ? { activeLeases: sign } : {}),
    ...(direction === 'sale' ? sale.stock : {}),
  };
  // A refund gives the money back, but the number it used is spent all the same.
  const day = {
    ...changes,
    [revenueOf(sale.kind)]: sign * sale.amountCents,
    ...(direction === 'sale' && sale.numberCostCents ? { [numberCostOf(sale.kind)]: sale.numberCostCents } : {}),
  };
  return [
    addTo(tableName, `${TOTAL_SK_PREFIX}${shard()}`, totals),
    addTo(tableName, `${DAY_SK_PREFIX}${utcDay(sale.soldAt)}#${shard()}`, day),
  ];
}

const count = (item: Record<string, unknown>, name: string) => (item[name] as number | undefined) ?? 0;

/**
 * The ticket counters, kept by the tickets' own transactions: every ticket, open, in progress, high or urgent and not
 * closed (the back office's cards, docs/decisions/044), and pending, waiting for support (open or in progress).
 */
export const TICKET_COUNTERS = [
  'tickets',
  'openTickets',
  'inProgressTickets',
  'highPriorityTickets',
  'pendingTickets',
] as const;
export type TicketCounts = Record<(typeof TICKET_COUNTERS)[number], number>;
type CountedTicket = { status: string; priority: string };

/** What one ticket adds to each counter. */
export function ticketCounts({ status, priority }: CountedTicket): TicketCounts {
  return {
    tickets: 1,
    openTickets: status === 'open' ? 1 : 0,
    inProgressTickets: status === 'in_progress' ? 1 : 0,
    highPriorityTickets: (priority === 'high' || priority === 'urgent') && status !== 'closed' ? 1 : 0,
    pendingTickets: status === 'open' || status === 'in_progress' ? 1 : 0,
  };
}

/** Adds `changes` to a totals shard (a backfill's recount adds the differences it found); none when all are 0. */
export function ticketCountersAdd(tableName: string, changes: Partial<TicketCounts>): TransactItem[] {
  const moved = Object.fromEntries(Object.entries(changes).filter(([, change]) => change !== 0));
  return Object.keys(moved).length === 0 ? [] : [addTo(tableName, `${TOTAL_SK_PREFIX}${shard()}`, moved)];
}

/** What a ticket's creation (`before` null) or change of status or priority moves on the counters. */
export function ticketCountersUpdate(
  tableName: string,
  before: CountedTicket | null,
  after: CountedTicket,
): TransactItem[] {
  const was = before && ticketCounts(before);
  const now = ticketCounts(after);
  return ticketCountersAdd(
    tableName,
    Object.fromEntries(TICKET_COUNTERS.map((name) => [name, now[name] - (was?.[name] ?? 0)])),
  );
}

/** The ticket counters summed over the totals' shards. */
export function ticketCountsFromItems(items: Record<string, unknown>[]): TicketCounts {
  return Object.fromEntries(
    TICKET_COUNTERS.map((name) => [name, items.reduce((sum, item) => sum + count(item, name), 0)]),
  ) as TicketCounts;
}

/**
 * A lease renewal's money (docs/decisions/062): revenue in the totals and on its UTC day; not another order, and not
 * another active lease, since the lease renewed was counted when it was rented.
 */
export function renewalCounterUpdates(tableName: string, amountCents: number, at: Date): TransactItem[] {
  const changes = { revenueCents: amountCents };
  return [
    addTo(tableName, `${TOTAL_SK_PREFIX}${shard()}`, changes),
    addTo(tableName, `${DAY_SK_PREFIX}${utcDay(at)}#${shard()}`, { ...changes, [revenueOf('lease')]: amountCents }),
  ];
}

/** A lease that ended is no longer active: written with its expiry. */
export function leaseEndedCounterUpdate(tableName: string): TransactItem {
  return addTo(tableName, `${TOTAL_SK_PREFIX}${shard()}`, { activeLeases: -1 });
}

/** The totals: each counter summed over the shards' items. */
export function salesTotalsFromItems(items: Record<string, unknown>[]): SalesTotals {
  const totals: SalesTotals = { revenueCents: 0, orders: 0, activeLeases: 0, pendingTickets: 0 };
  for (const item of items) {
    totals.revenueCents += count(item, 'revenueCents');
    totals.orders += count(item, 'orders');
    totals.activeLeases += count(item, 'activeLeases');
    totals.pendingTickets += count(item, 'pendingTickets');
  }
  return totals;
}

/** Each day's counters summed over its shards, oldest day first. */
export function daySalesFromItems(items: Record<string, unknown>[]): DaySales[] {
  const days = new Map<string, DaySales>();
  for (const item of items) {
    const day = (item.sk as string).slice(DAY_SK_PREFIX.length, DAY_SK_PREFIX.length + 10);
    const sums = days.get(day) ?? {
      day,
      revenueCents: 0,
      orders: 0,
      oneTimeOrders: 0,
      leaseOrders: 0,
      buyOrders: 0,
      byProduct: Object.fromEntries(
        SALE_KINDS.map((kind) => [kind, { revenueCents: 0, numberCostCents: 0 }]),
      ) as DaySales['byProduct'],
    };
    sums.revenueCents += count(item, 'revenueCents');
    sums.orders += count(item, 'orders');
    sums.oneTimeOrders += count(item, 'oneTimeOrders');
    sums.leaseOrders += count(item, 'leaseOrders');
    sums.buyOrders += count(item, 'buyOrders');
    for (const kind of SALE_KINDS) {
      sums.byProduct[kind].revenueCents += count(item, revenueOf(kind));
      sums.byProduct[kind].numberCostCents += count(item, numberCostOf(kind));
    }
    days.set(day, sums);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

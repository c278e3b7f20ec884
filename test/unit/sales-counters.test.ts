import { describe, expect, it } from 'vitest';
import type { DaySales, SaleKind } from '../../functions/domain/admin/ports.js';
import {
  daySalesFromItems,
  renewalCounterUpdates,
  salesCounterUpdates,
  salesTotalsFromItems,
} from '../../functions/adapters/dynamo/sales-counter-entity.js';

/** Each product's [revenue, number cost] on a day; the others nothing. */
function products(given: Partial<Record<SaleKind, [number, number]>>): DaySales['byProduct'] {
  const line = (kind: SaleKind) => ({ revenueCents: given[kind]?.[0] ?? 0, numberCostCents: given[kind]?.[1] ?? 0 });
  return { oneTime: line('oneTime'), lease: line('lease'), esim: line('esim'), apiKey: line('apiKey') };
}

/** What the updates would leave in the counter items, applied to empty items. */
function apply(updates: ReturnType<typeof salesCounterUpdates>[]) {
  const items = new Map<string, Record<string, unknown>>();
  for (const update of updates.flat()) {
    const { Key, ExpressionAttributeValues: values } = update.Update!;
    const item = items.get(Key!.sk as string) ?? { ...Key };
    for (const [name, value] of Object.entries(values!)) {
      if (name === ':entity' || name === ':version') continue;
      const field = name.slice(1);
      item[field] = ((item[field] as number | undefined) ?? 0) + (value as number);
    }
    items.set(Key!.sk as string, item);
  }
  return [...items.values()];
}

describe('the sales counters', () => {
  it('count a lease sold and already ended (a backfill) in one update of the totals: sold, but not active', () => {
    const updates = salesCounterUpdates(
      't',
      { kind: 'lease', amountCents: 1499, soldAt: '2026-01-15T10:00:00Z' },
      'sale',
      true,
    );
    // One item per update: a transaction may not name an item twice, and two updates of the totals could share a shard.
    expect(updates.filter((update) => (update.Update!.Key!.sk as string).startsWith('TOTAL#'))).toHaveLength(1);
    const totals = salesTotalsFromItems(apply([updates]).filter((item) => (item.sk as string).startsWith('TOTAL#')));
    expect(totals).toEqual({ revenueCents: 1499, orders: 1, activeLeases: 0, pendingTickets: 0 });
  });

  it('count a sale on its UTC day and in the totals, an API key fee as revenue only, and take a refund off its sale day', () => {
    const items = apply([
      salesCounterUpdates('t', { kind: 'oneTime', amountCents: 999, soldAt: '2026-03-31T23:30:00.000Z' }),
      salesCounterUpdates('t', { kind: 'lease', amountCents: 1499, soldAt: new Date('2026-04-01T00:30:00.000Z') }),
      salesCounterUpdates('t', { kind: 'esim', amountCents: 2500, soldAt: '2026-04-01T10:00:00.000Z' }),
      salesCounterUpdates('t', { kind: 'apiKey', amountCents: 2900, soldAt: '2026-04-01T11:00:00.000Z' }),
      salesCounterUpdates('t', { kind: 'oneTime', amountCents: 959, soldAt: '2026-04-01T12:00:00.000Z' }),
      salesCounterUpdates('t', { kind: 'oneTime', amountCents: 959, soldAt: '2026-04-01T12:00:00.000Z' }, 'refund'),
    ]);
    const totals = salesTotalsFromItems(items.filter((item) => (item.sk as string).startsWith('TOTAL#')));
    expect(totals).toEqual({ revenueCents: 999 + 1499 + 2500 + 2900, orders: 3, activeLeases: 1, pendingTickets: 0 });
    expect(daySalesFromItems(items.filter((item) => (item.sk as string).startsWith('DAY#')))).toEqual([
      {
        day: '2026-03-31',
        revenueCents: 999,
        orders: 1,
        oneTimeOrders: 1,
        leaseOrders: 0,
        buyOrders: 0,
        byProduct: products({ oneTime: [999, 0] }),
      },
      {
        day: '2026-04-01',
        revenueCents: 1499 + 2500 + 2900,
        orders: 2,
        oneTimeOrders: 0,
        leaseOrders: 1,
        buyOrders: 1,
        byProduct: products({ lease: [1499, 0], esim: [2500, 0], apiKey: [2900, 0] }),
      },
    ]);
  });

  it('count each product apart with the carrier price of the numbers it used, which a refund does not take back', () => {
    const day = '2026-05-02T09:00:00.000Z';
    const items = apply([
      salesCounterUpdates('t', { kind: 'oneTime', amountCents: 999, soldAt: day, numberCostCents: 115 }),
      salesCounterUpdates('t', { kind: 'oneTime', amountCents: 599, soldAt: day, numberCostCents: 115 }),
      salesCounterUpdates('t', { kind: 'oneTime', amountCents: 599, soldAt: day }, 'refund'),
      // A number imported from elsewhere: no carrier price.
      salesCounterUpdates('t', { kind: 'lease', amountCents: 1499, soldAt: day }),
      renewalCounterUpdates('t', 1499, new Date(day)),
    ]);
    const [sales] = daySalesFromItems(items.filter((item) => (item.sk as string).startsWith('DAY#')));
    expect(sales!.revenueCents).toBe(999 + 1499 + 1499);
    expect(sales!.byProduct).toEqual(products({ oneTime: [999, 230], lease: [2998, 0] }));
  });

  it('writes two items per sale, each a shard of the one counter partition', () => {
    const updates = salesCounterUpdates('t', { kind: 'oneTime', amountCents: 999, soldAt: '2026-03-31T23:30:00.000Z' });
    expect(updates).toHaveLength(2);
    expect(updates.map((update) => update.Update!.Key)).toEqual([
      { pk: 'STATS#SALES', sk: expect.stringMatching(/^TOTAL#0[0-7]$/) },
      { pk: 'STATS#SALES', sk: expect.stringMatching(/^DAY#2026-03-31#0[0-7]$/) },
    ]);
  });
});

// The books' check of payouts (docs/decisions/064 "The books and the costs"): an owed amount paid out once by the one
// payout it names is whole; a second payout sent for it, a payout in flight for money taken otherwise, or an amount
// being paid out by no payout in flight is a discrepancy.

import { describe, expect, it } from 'vitest';
import type { CheckedRecord, LedgerCheckReader } from '../../functions/domain/audit/ports.js';
import { checkLedger } from '../../functions/domain/audit/ledger-check.js';
import type { OwedRefund } from '../../functions/domain/refunds/owed-refund.js';
import type { Payout } from '../../functions/domain/refunds/payout.js';

const owed = (state: OwedRefund['state'], payoutId: string | null): OwedRefund => ({
  orderId: 'o1',
  owedCents: 749,
  reason: 'part_paid',
  state,
  owedAt: '2026-01-01T00:00:00.000Z',
  claimedBy: null,
  settledAt: null,
  payoutId,
});

const payout = (id: string, state: Payout['state']): Payout => ({
  id,
  orderId: 'o1',
  provider: 'coinpayments',
  coin: 'BTC',
  network: 'Bitcoin',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  amountCoin: '0.00011523',
  feeCoin: '0.00010000',
  receiveCoin: '0.00001523',
  amountCents: 749,
  state,
  asked: 'accepted',
  reference: null,
  txHash: null,
  failure: null,
  requestedAt: '2026-01-01T00:00:00.000Z',
  askedAt: '2026-01-01T00:00:01.000Z',
  settledAt: null,
  reviewedBy: null,
});

function reader(amount: OwedRefund, payouts: Payout[]): LedgerCheckReader {
  const records: CheckedRecord[] = [
    { kind: 'owed', owed: amount },
    ...payouts.map((one) => ({ kind: 'payout' as const, payout: one })),
  ];
  return {
    async *records() {
      yield records;
    },
    walletBalance: async () => 0,
    async *ledgerPages() {},
    referenceExists: async () => false,
    anonymousOrder: async () => null,
    owedRefund: async () => amount,
    payout: async (id) => payouts.find((one) => one.id === id) ?? null,
    phoneNumber: async () => null,
    heldRecord: async () => null,
    heldPaymentIds: async () => new Set(),
  };
}

const problems = async (amount: OwedRefund, payouts: Payout[]) =>
  (await checkLedger(reader(amount, payouts))).discrepancies;

describe('the books’ check of payouts', () => {
  it('finds an amount paid out once, after a failed payout, whole', async () => {
    expect(await problems(owed('paid', 'p2'), [payout('p1', 'failed'), payout('p2', 'sent')])).toEqual([]);
    expect(await problems(owed('paying', 'p1'), [payout('p1', 'awaiting_approval')])).toEqual([]);
    expect(await problems(owed('failed', 'p1'), [payout('p1', 'failed')])).toEqual([]);
  });

  it('finds a second payout sent for one amount', async () => {
    const found = await problems(owed('paid', 'p2'), [payout('p1', 'sent'), payout('p2', 'sent')]);
    expect(found).toEqual([expect.stringContaining('payout p1 of order o1: sent, but the owed amount is paid')]);
  });

  it('finds a payout in flight for money credited meanwhile, and an amount being paid out by no payout in flight', async () => {
    expect(await problems(owed('claimed', 'p1'), [payout('p1', 'sending')])).toContainEqual(
      expect.stringContaining('payout p1 of order o1: sending, but the owed amount is claimed'),
    );
    expect(await problems(owed('paying', 'p1'), [payout('p1', 'failed')])).toContainEqual(
      'owed refund of order o1: being paid out, but by no payout in flight',
    );
  });
});

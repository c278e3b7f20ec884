import { describe, expect, it } from 'vitest';
import type { WalletTransactionView } from '@shared/schemas/wallet';
import { walletTotals } from './wallet-totals';

const entry = (type: WalletTransactionView['type'], cents: number, bonus = false): WalletTransactionView => ({
  id: `${type}-${cents}`,
  type,
  bonus,
  amount_cents: cents,
  amount: cents,
  description: type,
  created_at: '2026-01-01T00:00:00.000Z',
  status: 'completed',
});

describe('wallet totals', () => {
  it('counts top-ups as deposited, not their bonuses, and a refund as money given back, not deposited', () => {
    const ledger = [
      entry('refund', 999),
      entry('purchase', 999),
      entry('purchase', 1_499),
      entry('deposit', 5_000),
      entry('deposit', 500, true),
    ];
    expect(walletTotals(ledger)).toEqual({ depositedCents: 5_000, spentCents: 1_499 });
  });

  it('is zero for an empty ledger', () => {
    expect(walletTotals([])).toEqual({ depositedCents: 0, spentCents: 0 });
  });
});

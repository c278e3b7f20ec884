// An amount owed to an anonymous buyer is listed as unclaimed once it has been takeable for 30 days (docs/decisions/063),
// and never once it was credited or paid out.

import { describe, expect, it } from 'vitest';
import { isUnclaimed, type OwedRefund } from '../../functions/domain/refunds/owed-refund.js';

const owedAt = '2026-01-01T00:00:00.000Z';
const owed: OwedRefund = {
  orderId: 'o1',
  owedCents: 999,
  reason: 'no_code',
  state: 'owed',
  owedAt,
  claimedBy: null,
  settledAt: null,
  payoutId: null,
};
const daysLater = (days: number) => new Date(Date.parse(owedAt) + days * 86_400_000);

describe('unclaimed owed amounts', () => {
  it('are listed from 30 days after they became owed, a failed payout included', () => {
    expect(isUnclaimed(owed, daysLater(29.9))).toBe(false);
    expect(isUnclaimed(owed, daysLater(30))).toBe(true);
    expect(isUnclaimed({ ...owed, state: 'failed' }, daysLater(31))).toBe(true);
  });

  it('are never listed once taken', () => {
    for (const state of ['claimed', 'paying', 'paid'] as const) {
      expect(isUnclaimed({ ...owed, state }, daysLater(90))).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { balanceChange, ledgerBalance, typeOf } from '../../functions/domain/wallet/ledger.js';
import { topUpBonus } from '../../shared/top-up.js';

describe('wallet rules', () => {
  it('gives 10% from $50 and 15% from $100, nothing below $50', () => {
    expect(topUpBonus(4_999)).toBe(0);
    expect(topUpBonus(5_000)).toBe(500);
    expect(topUpBonus(9_999)).toBe(999);
    expect(topUpBonus(10_000)).toBe(1_500);
    expect(topUpBonus(25_050)).toBe(3_757);
  });

  it('records top-ups and bonuses as deposits, refunds as refunds, and debits as purchases (docs/decisions/013 "Answers")', () => {
    expect(typeOf({ kind: 'top_up', amountCents: 100 })).toBe('deposit');
    expect(typeOf({ kind: 'bonus', amountCents: 100 })).toBe('deposit');
    expect(typeOf({ kind: 'refund', amountCents: 100 })).toBe('refund');
    expect(typeOf({ kind: 'one_time', amountCents: 100 })).toBe('purchase');
    expect(typeOf({ kind: 'api_key', amountCents: 100 })).toBe('purchase');
  });

  it('sums a ledger into the balance it must equal', () => {
    expect(balanceChange({ kind: 'esim', amountCents: 2_500 })).toBe(-2_500);
    expect(
      ledgerBalance([
        { kind: 'top_up', amountCents: 10_000 },
        { kind: 'bonus', amountCents: 1_500 },
        { kind: 'one_time', amountCents: 999 },
        { kind: 'refund', amountCents: 999 },
        { kind: 'lease', amountCents: 1_499 },
      ]),
    ).toBe(10_001);
  });
});

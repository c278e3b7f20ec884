import { describe, expect, it } from 'vitest';
import { decidePayment } from '../../functions/domain/payments/decide-payment.js';
import type { Payment, PaymentStatus } from '../../functions/domain/payments/payment.js';
import type { PaymentUpdate, ProviderState } from '../../functions/domain/payments/payment-update.js';
import { newPayment } from '../../functions/domain/payments/start-checkout.js';

const topUp = (status: PaymentStatus, creditedCents = 0): Payment => ({
  ...newPayment(
    { id: 'p1', provider: 'nowpayments', purpose: 'top_up', amountCents: 10_000, coin: 'btc' },
    { userId: 'u1', orderId: null },
    new Date('2026-01-01T00:00:00Z'),
  ),
  status,
  creditedCents,
  providerRef: '6000000000',
});

const update = (state: ProviderState, receivedFraction = 0): PaymentUpdate => ({
  paymentId: 'p1',
  provider: 'nowpayments',
  state,
  receivedFraction,
  priceCents: 10_000,
  priceCurrency: 'USD',
  providerRef: '6000000000',
  receivedAt: '2026-01-01T00:10:00.000Z',
});

describe('what an IPN does to a payment', () => {
  it('holds, never applies, an IPN naming the payment with another transaction or another provider', () => {
    for (const other of [
      { ...update('paid', 1), providerRef: '6000000001' },
      { ...update('paid', 1), providerRef: '' },
      { ...update('paid', 1), provider: 'coinpayments' as const },
    ]) {
      expect(decidePayment(topUp('pending'), other)).toMatchObject({
        kind: 'hold',
        reason: expect.stringContaining('reference'),
      });
    }
    expect(decidePayment({ ...topUp('pending'), providerRef: null }, update('paid', 1)).kind).toBe('hold');
  });

  it('completes an underpaid payment when the rest arrives, crediting the remainder and the bonus', () => {
    expect(decidePayment(topUp('partially_paid', 5_000), update('paid', 1))).toEqual({
      kind: 'apply',
      status: 'completed',
      creditedCents: 10_000,
      bonusCents: 1_500,
    });
  });

  it('credits a second, larger part of an underpayment, and ignores one that brings nothing new', () => {
    expect(decidePayment(topUp('partially_paid', 3_000), update('partial', 0.6))).toMatchObject({
      kind: 'apply',
      status: 'partially_paid',
      creditedCents: 6_000,
    });
    expect(decidePayment(topUp('partially_paid', 6_000), update('partial', 0.3)).kind).toBe('ignore');
  });

  it('ends an underpaid payment that fails or expires, keeping what was credited', () => {
    for (const state of ['failed', 'expired'] as const) {
      expect(decidePayment(topUp('partially_paid', 5_000), update(state, 0.5))).toMatchObject({
        kind: 'apply',
        status: state,
        creditedCents: 5_000,
      });
    }
  });

  it('holds money that arrives after the payment failed, was cancelled or expired', () => {
    for (const status of ['failed', 'cancelled', 'expired'] as const) {
      expect(decidePayment(topUp(status), update('paid', 1)).kind).toBe('hold');
      expect(decidePayment(topUp(status), update('partial', 0.2)).kind).toBe('hold');
      expect(decidePayment(topUp(status, 5_000), update('partial', 0.5)).kind).toBe('ignore');
      expect(decidePayment(topUp(status), update('failed')).kind).toBe('ignore');
    }
  });

  it("ends a payment on the provider's last word, whatever part of the money came with it", () => {
    const withDeadline = (deadline: string | null): Payment => ({ ...topUp('pending'), providerDeadline: deadline });
    const ended = update('ended', 0.5);
    // Before the deadline the provider ended it early: cancelled; once the deadline had passed, it timed out.
    expect(decidePayment(withDeadline('2026-01-01T01:00:00.000Z'), ended)).toEqual({
      kind: 'apply',
      status: 'cancelled',
      creditedCents: 5_000,
      bonusCents: 0,
    });
    expect(decidePayment(withDeadline('2026-01-01T00:10:00.000Z'), ended)).toMatchObject({ status: 'expired' });
    expect(decidePayment(withDeadline(null), ended)).toMatchObject({ status: 'cancelled' });
    expect(decidePayment({ ...topUp('partially_paid', 5_000), providerDeadline: null }, ended)).toMatchObject({
      kind: 'apply',
      status: 'cancelled',
      creditedCents: 5_000,
    });
  });

  it('holds money after the end with a reason that says how the payment ended', () => {
    expect(decidePayment(topUp('expired'), update('paid', 1))).toMatchObject({
      kind: 'hold',
      reason: '$100.00 arrived (paid) after the payment expired: refund or fulfil it by hand',
      heldCents: 10_000,
    });
    expect(decidePayment(topUp('cancelled', 5_000), update('paid', 1))).toMatchObject({
      reason: expect.stringContaining('after the payment was cancelled'),
      heldCents: 5_000,
    });
  });

  it('never moves a completed payment back', () => {
    for (const state of ['pending', 'partial', 'failed', 'cancelled', 'expired', 'ended', 'paid'] as const) {
      expect(decidePayment(topUp('completed', 10_000), update(state, 0.5)).kind).toBe('ignore');
    }
  });
});

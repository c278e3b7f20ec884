// What a provider's update does to a payment: the new status, what to credit, and when to hold it for an operator.

import { topUpBonus } from '../../../shared/top-up.js';
import { STATUS_RANK, type Payment, type PaymentStatus } from './payment.js';
import type { PaymentUpdate, ProviderState } from './payment-update.js';

export type Decision =
  | { kind: 'ignore'; why: string }
  | { kind: 'hold'; reason: string }
  | {
      kind: 'apply';
      status: PaymentStatus;
      /** The total that must have been credited after this update (never more than the payment's amount). */
      creditedCents: number;
      /** Credited once, when a top-up completes. */
      bonusCents: number;
    };

const NEXT_STATUS: Record<ProviderState, PaymentStatus> = {
  pending: 'pending',
  partial: 'partially_paid',
  paid: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

export function decidePayment(payment: Payment, update: PaymentUpdate): Decision {
  if (update.priceCurrency !== payment.currency || update.priceCents !== payment.amountCents) {
    return {
      kind: 'hold',
      reason: `The IPN's amount (${update.priceCents} ${update.priceCurrency}) disagrees with the payment (${payment.amountCents} ${payment.currency})`,
    };
  }
  const status = NEXT_STATUS[update.state];
  if (STATUS_RANK[status] <= STATUS_RANK[payment.status]) {
    return { kind: 'ignore', why: `${payment.status} does not move to ${status}` };
  }
  if (status === 'completed') {
    return {
      kind: 'apply',
      status,
      creditedCents: payment.amountCents,
      bonusCents: payment.purpose === 'top_up' ? topUpBonus(payment.amountCents) : 0,
    };
  }
  if (status === 'partially_paid') {
    const arrived = Math.min(payment.amountCents, Math.floor(payment.amountCents * update.receivedFraction));
    return { kind: 'apply', status, creditedCents: Math.max(arrived, payment.creditedCents), bonusCents: 0 };
  }
  return { kind: 'apply', status, creditedCents: payment.creditedCents, bonusCents: 0 };
}

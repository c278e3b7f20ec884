// What a provider's update does to a payment: the new status, what to credit, and when to hold it for an operator.

import { topUpBonus } from '../../../shared/top-up.js';
import { MESSAGES } from '../../../shared/messages.js';
import { formatUsd } from '../../../shared/money.js';
import { buysForOrder, ENDED_UNPAID, STATUS_RANK, type Payment, type PaymentStatus } from './payment.js';
import type { PaymentUpdate, ProviderState } from './payment-update.js';

export type Decision =
  | { kind: 'ignore'; why: string }
  | {
      kind: 'hold';
      reason: string;
      /** The payment's money held by this, when the IPN is about its money (docs/decisions/038); else absent. */
      heldCents?: number;
    }
  | {
      kind: 'apply';
      status: PaymentStatus;
      /** The total that must have been credited after this update (never more than the payment's amount). */
      creditedCents: number;
      /** Credited once, when a top-up completes. */
      bonusCents: number;
    };

const NEXT_STATUS: Record<Exclude<ProviderState, 'ended'>, PaymentStatus> = {
  pending: 'pending',
  partial: 'partially_paid',
  paid: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/**
 * The status an update moves the payment to. A provider that ends a payment without saying why (CoinPayments' -1
 * "Cancelled / Timed Out") ended it by its timeout once its deadline had passed when the notice came, and was
 * cancelled before it; with no deadline recorded it is read as cancelled, as before (docs/decisions/051).
 */
export function nextStatus(payment: Pick<Payment, 'providerDeadline'>, update: PaymentUpdate): PaymentStatus {
  if (update.state !== 'ended') return NEXT_STATUS[update.state];
  const timedOut = payment.providerDeadline !== null && update.receivedAt >= payment.providerDeadline;
  return timedOut ? 'expired' : 'cancelled';
}

/** What has arrived by this update, in cents of the payment's price: never more than the price. */
export function arrivedCents(payment: Payment, update: PaymentUpdate): number {
  if (update.state === 'paid') return payment.amountCents;
  return Math.min(payment.amountCents, Math.floor(payment.amountCents * update.receivedFraction));
}

export function decidePayment(payment: Payment, update: PaymentUpdate): Decision {
  // A signed IPN that names our payment but another provider's or another transaction's reference is not about
  // this payment's money (docs/decisions/008 "Held payments").
  if (update.provider !== payment.provider || !payment.providerRef || update.providerRef !== payment.providerRef) {
    return {
      kind: 'hold',
      reason: `The IPN's reference (${update.provider} ${update.providerRef || '(none)'}) is not the payment's (${payment.provider} ${payment.providerRef ?? '(none)'})`,
    };
  }
  if (update.priceCurrency !== payment.currency || update.priceCents !== payment.amountCents) {
    return {
      kind: 'hold',
      reason: `The IPN's amount (${update.priceCents} ${update.priceCurrency}) disagrees with the payment (${payment.amountCents} ${payment.currency})`,
    };
  }
  const status = nextStatus(payment, update);
  const arrived = arrivedCents(payment, update);
  if (ENDED_UNPAID.has(payment.status)) {
    // The payment is over for us, but the provider says more money came: an operator refunds or fulfils it by hand.
    if (arrived > payment.creditedCents) {
      // An order bought nothing with any of it; a top-up has the part recorded before in its wallet already.
      const held = buysForOrder(payment) ? arrived : arrived - payment.creditedCents;
      return {
        kind: 'hold',
        reason: `${formatUsd(arrived)} arrived (${update.state}) after the payment ${MESSAGES.paymentEndedAs(payment.status)}: refund or fulfil it by hand`,
        heldCents: Math.max(held, payment.heldCents),
      };
    }
    return { kind: 'ignore', why: `${payment.status} is final and nothing more arrived` };
  }
  const moreArrived = status === 'partially_paid' && arrived > payment.creditedCents;
  if (!moreArrived && STATUS_RANK[status] <= STATUS_RANK[payment.status]) {
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
  // Underpaid, failed or expired: what arrived is recorded (and credited to a top-up), never less than before.
  return { kind: 'apply', status, creditedCents: Math.max(arrived, payment.creditedCents), bonusCents: 0 };
}

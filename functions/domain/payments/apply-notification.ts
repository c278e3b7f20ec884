// Applies a stored IPN: idempotent, never backwards, never more than arrived; what cannot be applied is held.

import { PROVIDER_LABELS } from '../../../shared/coins.js';
import { MESSAGES } from '../../../shared/messages.js';
import { formatUsd } from '../../../shared/money.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import { decidePayment } from './decide-payment.js';
import { strandedCents, type Payment } from './payment.js';
import { parseNotification } from './payment-update.js';
import type { PaymentsDeps } from './payments-deps.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import { anonymousBuyer, heldMoneyEmail, type HeldBecause } from './held-money-email.js';
import type { OptionalEmailDeps } from '../users/optional-email.js';
import { topUpCreditedEmail } from '../users/order-update-emails.js';

const MAX_ATTEMPTS = 5;

/** The wallet entries that bring a top-up from what it had credited to what it must have credited. */
function topUpEntries(payment: Payment, creditedCents: number, bonusCents: number): LedgerEntry[] {
  if (!payment.userId || payment.purpose !== 'top_up') return [];
  const entries: LedgerEntry[] = [];
  const delta = creditedCents - payment.creditedCents;
  if (delta > 0) {
    entries.push({
      userId: payment.userId,
      kind: 'top_up',
      amountCents: delta,
      description: `Wallet top-up via ${PROVIDER_LABELS[payment.provider]}`,
      reference: `payment:${payment.id}:credited:${creditedCents}`,
    });
  }
  if (bonusCents > 0) {
    entries.push({
      userId: payment.userId,
      kind: 'bonus',
      amountCents: bonusCents,
      description: `Top-up bonus on ${formatUsd(payment.amountCents)}`,
      reference: `payment:${payment.id}:bonus`,
    });
  }
  return entries;
}

async function announceIfPaidOrder(
  deps: Pick<PaymentsDeps, 'events'>,
  payment: Payment,
  notificationId: string,
): Promise<void> {
  if (payment.orderId && payment.status === 'completed') {
    await deps.events.publish('PaymentCompleted', { orderId: payment.orderId, paymentId: payment.id, notificationId });
  }
}

/** A member's wallet was credited: suspended API keys may renew now (docs/decisions/018). */
async function announceCredit(deps: Pick<PaymentsDeps, 'events'>, entries: LedgerEntry[]): Promise<void> {
  const userId = entries[0]?.userId;
  if (userId) await deps.events.publish('WalletCredited', { userId });
}

type HoldDeps = Pick<PaymentsDeps, 'notifications' | 'metrics' | 'anonymousOrders' | 'publicUrl' | 'clock' | 'events'>;

/** Money of a payment that a hold keeps, and why it was not spent on the payment's order. */
interface HeldMoney {
  payment: Payment;
  heldCents: number;
  because: HeldBecause;
}

/** What an order's buyer is owed for, by why its money was held. */
const owedReason = (because: Exclude<HeldBecause, { kind: 'unfulfilled' }>) =>
  because.kind === 'late' ? ('late' as const) : ('part_paid' as const);

/** Holds the notification; with money of a payment, the payment records it and its anonymous buyer is written to. */
async function held(
  deps: HoldDeps,
  notificationId: string,
  reason: string,
  money: HeldMoney | null = null,
): Promise<LedgerEntry[]> {
  const buyer = money && (await anonymousBuyer(deps, money.payment));
  const outbox = money ? heldMoneyEmail(deps, buyer, money.heldCents, money.because, deps.clock.now()) : [];
  const orderId = money?.payment.orderId;
  // An anonymous order's held money is owed to its buyer, who may take it back themselves (docs/decisions/063).
  const owed =
    orderId && money.because.kind !== 'unfulfilled'
      ? { orderId, reason: owedReason(money.because), at: deps.clock.now() }
      : undefined;
  const payment = money && { id: money.payment.id, heldCents: money.heldCents, ...(owed ? { owed } : {}) };
  if (await deps.notifications.hold(notificationId, reason, payment, outbox)) await announceOutbox(deps, outbox);
  deps.metrics.ipnHeld();
  return [];
}

/**
 * An order's payment that ended with money in it and is not yet held: the notification that ended it (or, after a
 * crash between the two writes, its redelivery) is held for an operator with that money (docs/decisions/038).
 */
async function holdIfStranded(deps: HoldDeps, notificationId: string, payment: Payment): Promise<boolean> {
  const stranded = strandedCents(payment);
  if (stranded === 0 || payment.heldCents >= stranded) return false;
  const reason =
    `${formatUsd(stranded)} of ${formatUsd(payment.amountCents)} arrived, then the payment ${MESSAGES.paymentEndedAs(payment.status)}: ` +
    'nothing was handed over. Refund the buyer (refund-note) or fulfil the order by hand';
  await held(deps, notificationId, reason, {
    payment,
    heldCents: stranded,
    because: { kind: 'unpaid', ended: payment.status },
  });
  return true;
}

/** Applies the notification; the wallet credits it made (none when nothing was credited, or already before). */
export async function applyNotification(
  deps: Pick<PaymentsDeps, 'payments'> & HoldDeps & OptionalEmailDeps,
  notificationId: string,
): Promise<LedgerEntry[]> {
  const notification = await deps.notifications.find(notificationId);
  if (!notification) throw new Error(`Notification ${notificationId} is not stored`);
  // Held money is an operator's, resolved or not (docs/decisions/026 "payments:resolve").
  if (notification.status === 'held' || notification.status === 'resolved') return [];

  const parsed = parseNotification(notification);
  if (!parsed.ok) return held(deps, notification.id, parsed.reason);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const payment = await deps.payments.find(parsed.update.paymentId);
    if (!payment) return held(deps, notification.id, 'No payment or order matches this IPN');
    // Filed under its payment once, the first time it is applied, for the payment's story (docs/decisions/060).
    if (attempt === 0 && notification.status === 'received') await deps.notifications.link(notification.id, payment.id);
    const decision = decidePayment(payment, parsed.update);
    if (decision.kind === 'hold') {
      const money =
        decision.heldCents === undefined
          ? null
          : { payment, heldCents: decision.heldCents, because: { kind: 'late' as const, ended: payment.status } };
      return held(deps, notification.id, decision.reason, money);
    }
    if (decision.kind === 'ignore') {
      if (await holdIfStranded(deps, notification.id, payment)) return [];
      // A redelivery after a crash between applying and announcing announces again; fulfilment is idempotent.
      await announceIfPaidOrder(deps, payment, notification.id);
      if (notification.status === 'received') await deps.notifications.mark(notification.id, 'ignored', decision.why);
      return [];
    }
    const next = { status: decision.status, creditedCents: decision.creditedCents };
    const entries = topUpEntries(payment, decision.creditedCents, decision.bonusCents);
    const now = deps.clock.now();
    const outbox = await topUpCreditedEmail(deps, entries, now);
    const result = await deps.payments.applyDecision(payment, next, entries, now, outbox);
    if (result === 'stale') continue;
    await announceOutbox(deps, outbox);
    deps.metrics.ipnApplied();
    if (await holdIfStranded(deps, notification.id, { ...payment, ...next })) return entries;
    await deps.notifications.mark(notification.id, 'applied', null);
    await announceIfPaidOrder(deps, { ...payment, ...next }, notification.id);
    await announceCredit(deps, entries);
    return entries;
  }
  throw new Error(`Payment ${parsed.update.paymentId} kept changing; the notification will be retried`);
}

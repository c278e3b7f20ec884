// An operator's answer to a held payment notification (docs/decisions/026 "payments:resolve"): credit the member's
// wallet, note a refund made off the platform, dismiss it, or fulfil the paid order it holds (docs/decisions/045);
// once, whoever races, and kept on the notification. The operator command and the back office both call this.

import { auditEntry, commandLineOperator, type Operator } from '../audit/audit-entry.js';
import { PROVIDER_LABELS } from '../../../shared/coins.js';
import { formatUsd } from '../../../shared/money.js';
import { AppError } from '../errors.js';
import { fulfilAnonymousOrder, type FulfilDeps } from '../orders/fulfil-anonymous-order.js';
import { arrivedCents, decidePayment } from './decide-payment.js';
import { ENDED_UNPAID, type Payment } from './payment.js';
import type { HeldResolution, HeldResolutionAction, PaymentNotification } from './notification.js';
import { parseNotification, type PaymentUpdate } from './payment-update.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { HeldCredit } from './ports.js';
import { TAKEABLE } from '../refunds/owed-refund.js';
import type { OwedRefundRepository } from '../refunds/ports.js';

export interface ResolveHeldRequest {
  notificationId: string;
  action: HeldResolutionAction;
  /** Why, or where the refund went; required for `refund-note` and `dismiss`. */
  note: string;
  /** Who resolves it: the operator's name or the admin's email. */
  by: string;
  /** The operator as the audit trail records them (docs/decisions/059); the command line's `by` when not given. */
  operator?: Operator;
}

const refuse = (message: string) => new AppError('invalidState', message);

/**
 * The credit for the money this IPN reports beyond what its payment had recorded. The IPN is decided again, as it
 * would be now: only money of the payment's own provider and transaction, at its price, that arrived after the payment
 * ended is a member's to credit. A hold for any other reason (another transaction, another price, an IPN that cannot
 * be read) is refused, and so is money already credited (a second credit, or the IPN's own later credit). Its
 * reference is the one a normal IPN would have used for that total, so neither this nor a later IPN reporting the same
 * money credits it twice.
 */
/** Why the held IPN's money is not the payment's member's to credit now; null when it is (docs/decisions/051). */
export function creditRefusal(payment: Payment, update: PaymentUpdate): string | null {
  if (!payment.userId) {
    return (
      `Payment ${payment.id} is an anonymous order's: there is no wallet to credit. ` +
      'Refund the buyer and record it with refund-note, or dismiss it.'
    );
  }
  const decision = decidePayment(payment, update);
  if (decision.kind === 'hold' && decision.heldCents === undefined) {
    return `Not this payment's money: ${decision.reason}. Refund the sender by hand, or dismiss it.`;
  }
  if (decision.kind === 'hold') return null;
  return ENDED_UNPAID.has(payment.status)
    ? `Nothing beyond the ${formatUsd(payment.creditedCents)} already credited arrived with this IPN.`
    : `Payment ${payment.id} is ${payment.status}, not ended: its provider's notices credit it, not an operator.`;
}

async function creditFor(deps: Pick<PaymentsDeps, 'payments'>, notification: PaymentNotification): Promise<HeldCredit> {
  const parsed = parseNotification(notification);
  if (!parsed.ok) throw refuse(`The IPN cannot be read (${parsed.reason}): there is nothing to credit from it.`);
  const payment = await deps.payments.find(parsed.update.paymentId);
  if (!payment) throw refuse(`The IPN names payment ${parsed.update.paymentId}, which is not stored.`);
  const refusal = creditRefusal(payment, parsed.update);
  if (refusal !== null || !payment.userId) throw refuse(refusal ?? '');
  const arrived = arrivedCents(payment, parsed.update);
  const amountCents = arrived - payment.creditedCents;
  return {
    payment,
    creditedCents: arrived,
    heldCents: Math.max(0, payment.heldCents - amountCents),
    entry: {
      userId: payment.userId,
      kind: 'top_up',
      amountCents,
      description: `Wallet top-up via ${PROVIDER_LABELS[payment.provider]} (held payment, credited by support)`,
      reference: `payment:${payment.id}:credited:${arrived}`,
    },
  };
}

function alreadyResolved(resolution: HeldResolution | null): AppError {
  return refuse(
    resolution
      ? `Already resolved (${resolution.action}) by ${resolution.by} at ${resolution.at}.`
      : 'Already resolved by someone else.',
  );
}

/**
 * A refund made off the platform settles what the order owed its buyer (docs/decisions/063): the order whose owed
 * amount it marks paid, refused when the buyer has taken it already; undefined when the payment owes nothing.
 */
async function owedSettledByNote(
  deps: Pick<ResolveHeldDeps, 'payments' | 'owedRefunds'>,
  notification: PaymentNotification,
): Promise<string | undefined> {
  const parsed = parseNotification(notification);
  const payment = parsed.ok ? await deps.payments.find(parsed.update.paymentId) : null;
  const owed = payment?.orderId ? await deps.owedRefunds.find(payment.orderId) : null;
  if (!owed) return undefined;
  if (!TAKEABLE.has(owed.state)) {
    throw refuse(`The buyer has taken this money back already (${owed.state}): dismiss the hold instead.`);
  }
  return owed.orderId;
}

export type ResolveHeldDeps = Pick<PaymentsDeps, 'clock' | 'payments' | 'notifications'> &
  FulfilDeps & { owedRefunds: Pick<OwedRefundRepository, 'find'> };

/**
 * `fulfil`: the paid order this notification holds gets what it paid for now, and the hold is resolved in the sale's
 * own transaction, so that it either is sold and resolved, or neither (docs/decisions/045). With no stock yet it
 * stays held, and the operator is told so.
 */
async function fulfilHeld(
  deps: ResolveHeldDeps,
  notification: PaymentNotification,
  resolution: HeldResolution,
  operator: Operator,
): Promise<string> {
  const parsed = parseNotification(notification);
  const payment = parsed.ok ? await deps.payments.find(parsed.update.paymentId) : null;
  const order = payment?.orderId ? await deps.anonymousOrders.find(payment.orderId) : null;
  if (!payment || !order || order.status !== 'paid' || payment.heldCents === 0) {
    throw refuse(
      'Only a paid order held because it could not be fulfilled can be fulfilled; refund or dismiss this one.',
    );
  }
  if (order.phoneNumber) throw refuse(`Order ${order.id} was fulfilled already (${order.phoneNumber}).`);
  const owed = await deps.owedRefunds.find(order.id);
  if (owed && !TAKEABLE.has(owed.state)) {
    throw refuse(`The buyer has taken this money back (${owed.state}): the order cannot be fulfilled. Dismiss it.`);
  }
  const audit = auditEntry(deps.clock.now(), operator, {
    action: 'payment_resolve',
    subject: { kind: 'payment_notification', id: notification.id },
    details: `Resolved held payment ${notification.id}: fulfil, order ${order.id} handed its number`,
    before: { status: 'held' },
    after: { status: 'resolved', action: 'fulfil', credited_cents: 0 },
    reason: resolution.note,
  });
  const closure = { notificationId: notification.id, paymentId: payment.id, resolution, audit };
  const handedOut = await fulfilAnonymousOrder(deps, order.id, closure).catch(async (error: unknown) => {
    if (!(error instanceof AppError) || error.kind !== 'outOfStock') throw error;
    // A racing fulfil may have taken the last item and resolved the hold: say so rather than "no stock".
    const now = await deps.notifications.find(notification.id);
    if (now?.status === 'resolved') throw alreadyResolved(now.resolution);
    throw refuse(`Still held: order ${order.id} cannot be fulfilled yet (${error.message}). Add stock and try again.`);
  });
  if (handedOut) return handedOut;
  throw alreadyResolved((await deps.notifications.find(notification.id))?.resolution ?? null);
}

/** Resolves the held notification once; the notification as resolved (with the number a `fulfil` handed out). */
export async function resolveHeldPayment(
  deps: ResolveHeldDeps,
  request: ResolveHeldRequest,
): Promise<PaymentNotification & { phoneNumber?: string }> {
  const note = request.note.trim();
  if (request.action !== 'credit' && request.action !== 'fulfil' && note === '') {
    throw new AppError(
      'validation',
      `${request.action} needs a note saying ${request.action === 'dismiss' ? 'why' : 'how the money went back'}.`,
    );
  }
  const notification = await deps.notifications.find(request.notificationId);
  if (!notification || (notification.status !== 'held' && notification.status !== 'resolved')) {
    throw new AppError('notFound', `No held payment ${request.notificationId}.`);
  }
  if (notification.status === 'resolved') throw alreadyResolved(notification.resolution);
  if (request.action === 'fulfil') {
    const resolution = {
      action: request.action,
      by: request.by,
      at: deps.clock.now().toISOString(),
      note,
      creditedCents: 0,
    };
    const operator = request.operator ?? commandLineOperator(request.by);
    const phoneNumber = await fulfilHeld(deps, notification, resolution, operator);
    return { ...notification, status: 'resolved', resolution, phoneNumber };
  }
  const credit =
    request.action === 'credit'
      ? await creditFor(deps, notification).catch(async (error: unknown) => {
          // A racing resolve may have credited it between the two reads: say so rather than "nothing arrived".
          const now = await deps.notifications.find(notification.id);
          throw now?.status === 'resolved' ? alreadyResolved(now.resolution) : error;
        })
      : null;
  const settlesOwed = request.action === 'refund-note' ? await owedSettledByNote(deps, notification) : undefined;
  const resolution: HeldResolution = {
    action: request.action,
    by: request.by,
    at: deps.clock.now().toISOString(),
    note,
    creditedCents: credit?.entry.amountCents ?? 0,
  };
  const entry = auditEntry(deps.clock.now(), request.operator ?? commandLineOperator(request.by), {
    action: 'payment_resolve',
    subject: { kind: 'payment_notification', id: notification.id },
    details: `Resolved held payment ${notification.id}: ${request.action}${credit ? `, ${credit.entry.amountCents} cents credited` : ''}`,
    before: { status: 'held' },
    after: { status: 'resolved', action: request.action, credited_cents: resolution.creditedCents },
    reason: note,
  });
  const result = await deps.notifications.resolve(
    notification.id,
    resolution,
    credit,
    deps.clock.now(),
    entry,
    settlesOwed,
  );
  if (result === 'alreadyResolved')
    throw alreadyResolved((await deps.notifications.find(notification.id))?.resolution ?? null);
  if (result === 'stale') throw refuse('The payment changed while this was resolved: look at it again and retry.');
  return { ...notification, status: 'resolved', resolution };
}

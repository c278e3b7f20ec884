// An order's or a lease's story for the operations desk (docs/decisions/060): its timeline built only from what the
// records hold (the order or lease, its payment and the provider's notices of it, the wallet's entries for it, the
// messages that reached its number, its webhook deliveries, the operators' audit entries about it), oldest first,
// and which of the operator's actions it allows now.

import type { LeaseStoryResponse, OrderStoryResponse, TimelineEvent } from '../../../shared/schemas/admin-story.js';
import { formatUsd } from '../../../shared/money.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { ApiKeyRepository } from '../api-keys/ports.js';
import { AppError } from '../errors.js';
import { graceEndsAt, holdsNumber, type Lease } from '../leases/lease.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import { parseNotification } from '../payments/payment-update.js';
import type { NotificationRepository } from '../payments/ports.js';
import type { Owner } from '../stock/owner.js';
import type { WalletRepository } from '../wallet/ports.js';
import type { WebhookDeliveryRepository } from '../webhooks/webhook-deps.js';
import type { AdminDeps } from './admin-deps.js';
import { toAdminLease, toAdminOrder, withHolders } from './admin-lists.js';
import { withOrderPayments, type LookupDeps } from './order-lookup.js';

export type StoryDeps = Pick<AdminDeps, 'adminLists' | 'leases' | 'auditTrail'> &
  LookupDeps & {
    notifications: Pick<NotificationRepository, 'forPayment'>;
    wallet: Pick<WalletRepository, 'transactions'>;
    apiKeys: Pick<ApiKeyRepository, 'list'>;
    webhookDeliveries: Pick<WebhookDeliveryRepository, 'recent'>;
  };

/** The webhook deliveries of one key read for a story: the newest, which hold any recent record's. */
const DELIVERIES_READ = 100;
/** The audit entries shown on a story: the newest. */
const AUDIT_ENTRIES_SHOWN = 50;

const event = (at: string, kind: TimelineEvent['kind'], summary: string, fields: TimelineEvent['fields'] = {}) => ({
  at,
  kind,
  summary,
  fields,
});

const ownerView = (owner: Owner) =>
  owner.kind === 'user'
    ? { kind: 'user' as const, id: owner.userId }
    : { kind: 'anonymous' as const, id: owner.orderId };

/** How the record was paid for: the wallet's debit and refund for a member, the payment and its notices otherwise. */
async function paymentEvents(
  deps: StoryDeps,
  record: { id: string; owner: Owner },
  debitReference: string,
): Promise<TimelineEvent[]> {
  if (record.owner.kind === 'user') {
    const references = new Set([debitReference, `refund:${debitReference}`]);
    // A lease's renewals are debits of their own, each naming the end it moved (docs/decisions/062).
    const renewal = `${debitReference}:renewal:`;
    return (await deps.wallet.transactions(record.owner.userId))
      .filter((entry) => references.has(entry.reference) || entry.reference.startsWith(renewal))
      .map((entry) =>
        entry.reference.startsWith(renewal)
          ? event(
              entry.createdAt,
              'renewed',
              `Renewed for 30 days from ${entry.reference.slice(renewal.length)}: paid ${formatUsd(entry.amountCents)} from the wallet`,
              { provider: 'wallet', reference: entry.reference, amount_cents: entry.amountCents },
            )
          : entry.kind === 'refund'
          ? event(entry.createdAt, 'refund', `${formatUsd(entry.amountCents)} refunded to the wallet`, {
              amount_cents: entry.amountCents,
              reference: entry.reference,
              description: entry.description,
            })
          : event(entry.createdAt, 'payment', `Paid ${formatUsd(entry.amountCents)} from the wallet`, {
              provider: 'wallet',
              reference: entry.reference,
              amount_cents: entry.amountCents,
              status: 'paid',
            }),
      );
  }
  const order = await deps.anonymousOrders.find(record.owner.orderId);
  const payment = order && (await deps.payments.find(order.paymentId));
  if (!order || !payment) return [];
  const events: TimelineEvent[] = [
    event(order.createdAt, 'created', `Anonymous checkout for ${formatUsd(order.priceCents)}`, {
      email: order.email,
      payment_id: payment.id,
    }),
    event(
      payment.createdAt,
      'payment',
      `${payment.provider} payment of ${formatUsd(payment.amountCents)}: now ${payment.status}`,
      {
        provider: payment.provider,
        reference: payment.providerRef,
        amount_cents: payment.amountCents,
        received_cents: payment.creditedCents,
        held_cents: payment.heldCents,
        status: payment.status,
      },
    ),
  ];
  for (const notice of await deps.notifications.forPayment(payment.id)) {
    const parsed = parseNotification(notice);
    const received = parsed.ok ? Math.round(parsed.update.receivedFraction * payment.amountCents) : null;
    events.push(
      event(
        notice.receivedAt,
        'payment_notice',
        parsed.ok
          ? `${notice.provider} said ${parsed.update.state}: ${formatUsd(received ?? 0)} of ${formatUsd(payment.amountCents)} arrived`
          : `${notice.provider} sent a notice that could not be read`,
        {
          provider: notice.provider,
          reference: parsed.ok ? parsed.update.providerRef : null,
          amount_cents: received,
          status: parsed.ok ? parsed.update.state : null,
          handled: notice.status,
        },
      ),
    );
    if (notice.status === 'held' || notice.status === 'resolved') {
      events.push(
        event(notice.receivedAt, 'held', `Held for an operator: ${notice.reason ?? ''}`, { notice: notice.id }),
      );
    }
    if (notice.resolution) {
      const { action, by, at, note, creditedCents } = notice.resolution;
      events.push(
        event(at, 'resolved', `Resolved by ${by}: ${action}${note ? ` (${note})` : ''}`, {
          action,
          by,
          note,
          credited_cents: creditedCents,
        }),
      );
    }
  }
  return events;
}

/** The member's webhook deliveries about the record, with their tries and last answer. */
async function webhookEvents(deps: StoryDeps, record: { id: string; owner: Owner }): Promise<TimelineEvent[]> {
  if (record.owner.kind !== 'user') return [];
  const { userId } = record.owner;
  const keys = await deps.apiKeys.list(userId);
  const deliveries = (
    await Promise.all(keys.map((key) => deps.webhookDeliveries.recent(userId, key.id, DELIVERIES_READ)))
  ).flat();
  return deliveries
    .filter((delivery) => delivery.record?.id === record.id)
    .map((delivery) =>
      event(
        delivery.lastAttemptAt ?? delivery.createdAt,
        'webhook',
        `Webhook ${delivery.id}: ${delivery.status} after ${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}` +
          (delivery.lastStatusCode === null ? '' : `, last answer ${delivery.lastStatusCode}`),
        {
          event_id: delivery.id,
          key_id: delivery.keyId,
          status: delivery.status,
          tries: delivery.attempts,
          last_answer: delivery.lastStatusCode,
          next_try_at: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
        },
      ),
    );
}

/** What operators did to the record, from the audit trail. */
async function operatorEvents(deps: StoryDeps, subject: string): Promise<TimelineEvent[]> {
  const { items } = await deps.auditTrail.list(
    { action: null, operator: null, subject },
    { limit: AUDIT_ENTRIES_SHOWN, cursor: null },
  );
  return items.map((entry) =>
    event(entry.at, 'operator', `${entry.operator.name}: ${entry.details}`, {
      action: entry.action,
      operator: entry.operator.name,
      reason: entry.reason,
    }),
  );
}

const byTime = (a: TimelineEvent, b: TimelineEvent) => a.at.localeCompare(b.at);

function orderEvents(order: OneTimeOrder): TimelineEvent[] {
  const events: TimelineEvent[] = [
    event(order.createdAt, 'created', `One-time order for ${order.serviceName} at ${formatUsd(order.priceCents)}`, {
      service: order.serviceName,
      price_cents: order.priceCents,
    }),
    event(order.createdAt, 'number_allocated', `Number ${order.phoneNumber} allocated for 15 minutes`, {
      phone_number: order.phoneNumber,
      expires_at: order.expiresAt,
    }),
  ];
  if (order.receivedAt) {
    events.push(
      event(order.receivedAt, 'sms', `SMS from ${order.smsFrom ?? 'unknown'}: matched ${order.serviceName}`, {
        from: order.smsFrom,
        text: order.smsText ?? MESSAGES.smsTextRemoved,
        matched: true,
      }),
    );
    if (order.code)
      events.push(event(order.receivedAt, 'code_shown', `Code ${order.code} shown`, { code: order.code }));
  }
  for (const message of order.otherMessages) {
    events.push(
      event(message.receivedAt, 'sms', `SMS from ${message.from}: kept, not matched to ${order.serviceName}`, {
        from: message.from,
        text: message.text,
        matched: false,
      }),
    );
  }
  if (order.status === 'cancelled' && order.endedAt) {
    const money = order.refund === 'wallet' ? 'refunded to the wallet' : 'owed to the buyer by support';
    events.push(event(order.endedAt, 'cancelled', `Cancelled: ${money}`, { refund: order.refund }));
  } else if (order.windowClosedAt) {
    events.push(event(order.windowClosedAt, 'completed', 'Completed: the number was destroyed', {}));
  }
  return events;
}

/** What an operator may do to the order now (the writes check it again). */
export const orderActions = (order: OneTimeOrder) => ({
  cancel: order.owner.kind === 'user' && order.status === 'pending' && order.code === null,
  refund: order.owner.kind === 'user' && refundable(order),
});

/** A member's order that brought its code (one still waiting has to be cancelled instead) and was not refunded. */
export const refundable = (order: OneTimeOrder) =>
  order.refund === null && (order.status === 'completed' || (order.status === 'pending' && order.code !== null));

/** An anonymous order nothing was handed over for (unpaid, part-paid, held): its checkout and payment. */
async function unfulfilledStory(deps: StoryDeps, id: string): Promise<Omit<OrderStoryResponse, 'success'>> {
  const anonymous = await deps.anonymousOrders.find(id);
  const [row] = anonymous ? await withOrderPayments(deps, id, []) : [];
  if (!anonymous || !row) throw new AppError('notFound', MESSAGES.orderNotFound);
  const owner: Owner = { kind: 'anonymous', orderId: id };
  const timeline = [
    ...(await paymentEvents(deps, { id, owner }, '')),
    ...(await operatorEvents(deps, `order:${id}`)),
  ].sort(byTime);
  return {
    order: { ...row, owner: ownerView(owner), service_id: anonymous.serviceId },
    timeline,
    actions: { cancel: false, refund: false },
  };
}

export async function orderStory(deps: StoryDeps, id: string): Promise<Omit<OrderStoryResponse, 'success'>> {
  const order = await deps.adminLists.orderByIdOrNumber(id);
  if (!order || order.id !== id) return unfulfilledStory(deps, id);
  const [view] = await withHolders(deps, [order], toAdminOrder);
  const timeline = [
    ...orderEvents(order),
    ...(await paymentEvents(deps, order, `one_time:${order.id}`)),
    ...(await webhookEvents(deps, order)),
    ...(await operatorEvents(deps, `order:${order.id}`)),
  ].sort(byTime);
  return {
    order: { ...view!, owner: ownerView(order.owner), service_id: order.serviceId },
    timeline,
    actions: orderActions(order),
  };
}

export async function leaseStory(deps: StoryDeps, id: string): Promise<Omit<LeaseStoryResponse, 'success'>> {
  const lease = await deps.adminLists.leaseByIdOrNumber(id);
  if (!lease || lease.id !== id) throw new AppError('notFound', MESSAGES.leaseNotFound);
  const [view] = await withHolders(deps, [lease], toAdminLease);
  const messages = await deps.leases.messages(lease);
  const timeline = [
    ...leaseEvents(lease),
    ...messages.map((message) =>
      event(message.receivedAt, 'sms', `SMS from ${message.from}${message.code ? `, code ${message.code}` : ''}`, {
        message_id: message.id,
        from: message.from,
        text: message.text ?? MESSAGES.smsTextRemoved,
        code: message.code,
        matched: true,
      }),
    ),
    ...(await paymentEvents(deps, lease, `lease:${lease.id}`)),
    ...(await webhookEvents(deps, lease)),
    ...(await operatorEvents(deps, `lease:${lease.id}`)),
  ].sort(byTime);
  return {
    lease: { ...view!, owner: ownerView(lease.owner), email: lease.email },
    messages: messages.map((message) => ({
      id: message.id,
      from: message.from,
      received_at: message.receivedAt,
      code: message.code,
      text: message.text,
    })),
    timeline,
    actions: { cancel: holdsNumber(lease), resend: messages.some((message) => message.text !== null) },
  };
}

function leaseEvents(lease: Lease): TimelineEvent[] {
  const events: TimelineEvent[] = [
    event(lease.startDate, 'created', `30-day lease for ${lease.serviceName} at ${formatUsd(lease.priceCents)}`, {
      service: lease.serviceName,
      price_cents: lease.priceCents,
      end_date: lease.endDate,
    }),
    event(lease.startDate, 'number_allocated', `Number ${lease.phoneNumber} leased for 30 days`, {
      phone_number: lease.phoneNumber,
    }),
  ];
  // A cancellation keeps no time of its own: an operator's shows as their audit entry.
  if (lease.status === 'grace' || lease.status === 'expired') {
    events.push(event(lease.endDate, 'grace', 'Ended: in its grace, its number held for a renewal'));
  }
  if (lease.status === 'expired') {
    events.push(event(graceEndsAt(lease), 'expired', 'Expired after its grace: the number was destroyed'));
  }
  return events;
}

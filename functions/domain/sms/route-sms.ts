// The SmsReceived consumer's rule: the stored message goes to its number's one-time order (a code from the order's
// service completes it, any other message is kept on it), to its lease's inbox (its forwarding email written to the
// outbox in the same transaction, docs/decisions/034), or stays unmatched for an operator. A member's webhook
// deliveries for a code or a lease message are written in the same transaction (docs/decisions/048). Each step applies
// once.

import { SMS_CODE_RETENTION_HOURS } from '../../../shared/constants.js';
import type { Lease } from '../leases/lease.js';
import { anonymousLeasePage, leaseForwardEmail } from '../leases/lease-forward-email.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { Holding } from '../stock/phone-number.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import type { Recipient } from '../outbox/mail-rule.js';
import type { UndeliverableAddresses } from '../outbox/ports.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { memberRecipient } from '../users/user.js';
import type { WebhookDelivery } from '../webhooks/webhook-delivery.js';
import { leaseSmsEvent, orderSmsEvent, smsWebhooks, type SmsWebhookDeps } from '../webhooks/sms-webhooks.js';
import { eventuallyThenStrongly } from '../read-cheaply.js';
import { extractCode } from './extract-code.js';
import type { InboundSms } from './inbound-sms.js';
import { matchesService } from './sms-match.js';

export type RouteDeps = Pick<
  StockDeps,
  'clock' | 'catalogue' | 'inboundSms' | 'numbers' | 'oneTimeOrders' | 'leases' | 'users' | 'events' | 'metrics'
> &
  Pick<PaymentsDeps, 'anonymousOrders' | 'publicUrl'> &
  SmsWebhookDeps & { undeliverableAddresses: Pick<UndeliverableAddresses, 'isMarked'> };

/** The message as it stands, and the webhook deliveries its routing wrote now (none when routed before). */
export interface Routing {
  sms: InboundSms;
  webhooks: WebhookDelivery[];
}

// The consumer's reads are eventually consistent first, strongly consistent only when the cheap read does not show
// what routing needs (docs/decisions/035 "SMS"): the writes that follow are conditional on the state they expect, so
// a stale read can only make one fail, never make one wrong.
export async function routeSms(deps: RouteDeps, messageSid: string): Promise<Routing> {
  let sms = await eventuallyThenStrongly((consistency) => deps.inboundSms.find(messageSid, consistency));
  if (!sms) throw new Error(`SmsReceived for ${messageSid}, which is not stored`);
  if (sms.status === 'received') {
    const routed = await deliver(deps, sms);
    // Counted by the delivery whose conditional write moved the message, so duplicate events count it once.
    if (routed) {
      deps.metrics.smsRouted(true);
      return routed;
    }
    if (await deps.inboundSms.markUnmatched(sms)) deps.metrics.smsRouted(false);
    // Read back: a concurrent delivery of the same event may have routed it first.
    sms = (await deps.inboundSms.find(messageSid))!;
  }
  return { sms, webhooks: [] };
}

/** The message as routed to the order or lease that holds its number, or null when it went nowhere. */
async function deliver(deps: RouteDeps, sms: InboundSms): Promise<Routing | null> {
  const number = await eventuallyThenStrongly(
    (consistency) => deps.numbers.find(sms.to, consistency),
    (found) => found.status === 'allocated',
  );
  const holder = number?.status === 'allocated' ? number.holder : null;
  if (!holder) return null;
  const code = sms.body === null ? null : extractCode(sms.body);
  const routed: InboundSms = { ...sms, status: 'routed', routedTo: holder, code };
  if (holder.kind === 'oneTime') return toOrder(deps, holder, routed);
  const lease = await eventuallyThenStrongly((consistency) => deps.leases.find(holder.owner, holder.id, consistency));
  if (!lease) return null;
  const message = {
    leaseId: lease.id,
    id: sms.messageSid,
    from: sms.from,
    receivedAt: sms.receivedAt,
    code,
    text: sms.body,
  };
  // In its grace the message is kept for its buyer, shown once renewed, and neither forwarded nor told to a webhook
  // while the lease is unpaid (docs/decisions/062).
  const running = lease.status === 'active';
  const outbox = running ? await leaseForwardOutbox(deps, lease, routed) : [];
  const webhooks = running ? await smsWebhooks(deps, lease.owner, leaseSmsEvent(lease, routed)) : [];
  if (!(await deps.leases.addMessage(lease, message, routed, outbox, webhooks))) return null;
  await announceOutbox(deps, outbox);
  return { sms: routed, webhooks };
}

/**
 * Only a message with a code that matches the order's service completes it (docs/decisions/012): another service's
 * code must not use up the buyer's number. Any other message is kept on the order for the buyer to read.
 */
async function toOrder(deps: RouteDeps, holder: Holding, routed: InboundSms): Promise<Routing | null> {
  const order = await eventuallyThenStrongly((consistency) =>
    deps.oneTimeOrders.find(holder.owner, holder.id, consistency),
  );
  if (!order) return null;
  if (routed.code && matchesService(await deps.catalogue.smsMatch(order.serviceId), routed)) {
    const webhooks = await smsWebhooks(deps, order.owner, orderSmsEvent(order, routed));
    if (!(await deps.oneTimeOrders.complete(order, routed, deps.clock.now(), 'received', webhooks))) return null;
    deps.metrics.codeDelivered(Date.parse(routed.receivedAt) - Date.parse(order.createdAt));
    return { sms: routed, webhooks };
  }
  const message = { id: routed.messageSid, from: routed.from, text: routed.body ?? '', receivedAt: routed.receivedAt };
  return (await deps.oneTimeOrders.keepMessage(order, message, routed)) ? { sms: routed, webhooks: [] } : null;
}

/**
 * The email forwarding a lease's message: only to a confirmed address (docs/decisions/053; the message stays in the
 * inbox either way). It carries the text, so it is removed when the text is (its TTL), sent or not. An operator's
 * resend writes the same (docs/decisions/060).
 */
export async function leaseForwardOutbox(
  deps: Pick<RouteDeps, 'users' | 'anonymousOrders' | 'undeliverableAddresses' | 'clock' | 'publicUrl'>,
  lease: Lease,
  sms: Pick<InboundSms, 'code' | 'from' | 'receivedAt' | 'body'>,
) {
  const removeAt = new Date(Date.parse(sms.receivedAt) + SMS_CODE_RETENTION_HOURS * 3_600_000);
  const to = await forwardingAddress(deps, lease);
  const mail = leaseForwardEmail(lease, sms, anonymousLeasePage(lease, deps.publicUrl));
  return to ? outboxEmail(to, 'toConfirmedOnly', mail, deps.clock.now(), removeAt) : [];
}

/**
 * An anonymous lease's given email, confirmed when its order says so, undeliverable when SES said so of it (one more
 * read per anonymous lease message, docs/decisions/056); a member's address as it is now, read cheaply
 * first and strongly when that does not show it confirmed: a confirmation a moment old counts.
 */
export async function forwardingAddress(
  deps: { users: Pick<RouteDeps['users'], 'findById'> } & Pick<RouteDeps, 'anonymousOrders' | 'undeliverableAddresses'>,
  lease: Lease,
): Promise<Recipient | null> {
  if (lease.owner.kind === 'anonymous') {
    const { orderId } = lease.owner;
    if (!lease.email) return null;
    const [order, undeliverable] = await Promise.all([
      deps.anonymousOrders.find(orderId),
      deps.undeliverableAddresses.isMarked(lease.email),
    ]);
    return { email: lease.email, confirmed: order?.emailConfirmedAt != null, undeliverable };
  }
  const { userId } = lease.owner;
  // The address as it is now, give or take the moment an eventually consistent read may lag (docs/decisions/047).
  const user = await eventuallyThenStrongly(
    (consistency) => deps.users.findById(userId, consistency),
    (found) => found.emailConfirmedAt !== null,
  );
  return user ? memberRecipient(user) : null;
}

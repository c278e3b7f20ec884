// A member's lease renews (docs/decisions/062): 30 more days from its current end, for the service's lease price in
// the catalogue now, debited from the wallet in the transaction that moves the end. The debit's reference names the
// end it moves, so two renewals of one end (a double click, a retried request, the auto-renewal beside the member)
// charge once and renew once.

import { servicePriceCents } from '../../../shared/catalogue.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import { userOwner } from '../stock/owner.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { User } from '../users/user.js';
import { walletPurchaseEmail } from '../users/order-update-emails.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import { leaseRenewedWebhooks } from '../webhooks/lease-webhooks.js';
import type { SmsWebhookDeps } from '../webhooks/sms-webhooks.js';
import { holdsNumber, renewable, renewedAhead, renewedEndDate, type Lease } from './lease.js';

export type RenewDeps = Pick<StockDeps, 'clock' | 'catalogue' | 'leases' | 'events' | 'metrics'> & SmsWebhookDeps;

/** The emails a renewal writes in its transaction; by default the member's purchase email, when they take it. */
export type RenewalMail = (user: User, renewed: Lease, debit: LedgerEntry, now: Date) => readonly OutboxItem[];

const purchaseMail: RenewalMail = (user, renewed, debit, now) =>
  walletPurchaseEmail(user, { ...debit, phoneNumber: renewed.phoneNumber }, now)?.outbox ?? [];

/** The debit of one renewal: its reference names the lease and the end it moves from. */
export function renewalDebit(lease: Lease, serviceName: string, priceCents: number, userId: string): LedgerEntry {
  return {
    userId,
    kind: 'lease',
    amountCents: priceCents,
    description: `30-Day Lease renewal: ${serviceName} (${lease.phoneNumber})`,
    reference: `lease:${lease.id}:renewal:${lease.endDate}`,
  };
}

/**
 * 'renewed' with the lease as it is now; 'short' when the wallet cannot pay (nothing written). A renewal that another
 * request made first (of the same end, or already ahead) answers the lease as that one left it, charging nothing.
 */
export async function renewMemberLease(
  deps: RenewDeps,
  user: User,
  lease: Lease,
  mail: RenewalMail = purchaseMail,
): Promise<{ outcome: 'renewed'; lease: Lease } | { outcome: 'short'; priceCents: number }> {
  const now = deps.clock.now();
  // Renewed already for the term to come: the renewal made is the answer, at no charge.
  if (holdsNumber(lease) && renewedAhead(lease, now)) return { outcome: 'renewed', lease };
  if (!renewable(lease, now)) throw new AppError('invalidState', MESSAGES.leaseNotRenewable);
  const service = await deps.catalogue.get(lease.serviceId);
  const priceCents = servicePriceCents(service, 'lease');
  if (user.walletBalanceCents < priceCents) return { outcome: 'short', priceCents };
  const debit = renewalDebit(lease, lease.serviceName, priceCents, user.id);
  const endDate = renewedEndDate(lease);
  const renewed: Lease = { ...lease, endDate, status: 'active', autoRenewFailedAt: null, renewals: lease.renewals + 1 };
  const outbox = mail(user, renewed, debit, now);
  const webhooks = await leaseRenewedWebhooks(deps, renewed, lease.endDate, priceCents);
  const result = await deps.leases.renew(lease, { endDate, paidBy: { kind: 'wallet', debit }, webhooks, outbox }, now);
  if (result === 'insufficientBalance') return { outcome: 'short', priceCents };
  if (result === 'renewed') {
    deps.metrics.purchased('lease');
    await announceOutbox(deps, outbox);
    return { outcome: 'renewed', lease: renewed };
  }
  // Another renewal of this end came first (or the lease ended meanwhile): answer the lease as it is now.
  const current = await deps.leases.find(lease.owner, lease.id);
  if (current && Date.parse(current.endDate) > Date.parse(lease.endDate)) return { outcome: 'renewed', lease: current };
  throw new AppError('invalidState', MESSAGES.leaseNotRenewable);
}

/** A member's own lease, by id; another member's is simply not found (docs/decisions/016 invariant 7). */
export async function memberLease(deps: Pick<StockDeps, 'leases'>, user: User, leaseId: string): Promise<Lease> {
  const lease = await deps.leases.find(userOwner(user.id), leaseId);
  if (!lease) throw new AppError('notFound', MESSAGES.leaseNotFound);
  return lease;
}

/** POST /users/leases/renew.php: the member's lease renewed now, or 402 when the wallet is short. */
export async function renewLease(deps: RenewDeps, user: User, leaseId: string): Promise<Lease> {
  const result = await renewMemberLease(deps, user, await memberLease(deps, user, leaseId));
  if (result.outcome === 'short') throw new AppError('insufficientBalance', MESSAGES.insufficientBalance);
  return result.lease;
}

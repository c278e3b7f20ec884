// The lease expiry reminder (docs/decisions/020): a member who takes lease expiry emails hears LEASE_REMINDER_DAYS
// before a lease ends, once per lease; the scheduled job finds the leases by their reminder timer. A lease whose
// automatic renewal is on renews itself then, when the wallet holds the price; when it does not, the member hears so
// whatever their settings, and the lease shows it (docs/decisions/062). An anonymous lease's buyer hears at its
// confirmed forwarding address, with the order's page where "Keep this number" renews it by crypto.

import { servicePriceCents } from '../../../shared/catalogue.js';
import { formatUsd } from '../../../shared/money.js';
import { LEASE_GRACE_DAYS } from '../../../shared/constants.js';
import type { MailContent } from '../outbox/mail-content.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import type { OutboxWriterDeps } from '../outbox/outbox-deps.js';
import { takesEmail } from '../users/notification-settings.js';
import { optionalEmail, type OptionalEmailDeps } from '../users/optional-email.js';
import { memberRecipient, type User } from '../users/user.js';
import { renewedEndDate, type Lease } from './lease.js';
import { renewMemberLease, type RenewDeps } from './renew-lease.js';
import { anonymousLeasePage } from './lease-forward-email.js';
import { forwardingAddress, type RouteDeps } from '../sms/route-sms.js';
import type { OutboxItem } from '../outbox/outbox-item.js';

export const LEASE_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

/** When the reminder of a lease falls due. */
export function leaseReminderAt(lease: Pick<Lease, 'endDate'>): string {
  return new Date(Date.parse(lease.endDate) - LEASE_REMINDER_DAYS * DAY_MS).toISOString();
}

const when = (iso: string) => new Date(iso).toUTCString();

function reminderEmail(lease: Lease, name: string, priceCents: number): MailContent {
  return {
    subject: `Your rented number ${lease.phoneNumber} ends in ${LEASE_REMINDER_DAYS} days`,
    paragraphs: [
      `Hello ${name},`,
      `Your 30-day lease of ${lease.phoneNumber} (${lease.serviceName}, LEASE-${lease.id}) ends on ${when(lease.endDate)}.`,
      'Automatic renewal is off, so it will not renew by itself.',
      `To keep this number, choose "Keep this number" on Rented Numbers: ${formatUsd(priceCents)} from your wallet ` +
        `keeps it until ${when(renewedEndDate(lease))}. After the end it is held for ${LEASE_GRACE_DAYS} more days, ` +
        'then destroyed, and its messages are no longer received.',
    ],
  };
}

function autoRenewedEmail(renewed: Lease, name: string, priceCents: number): MailContent {
  return {
    subject: `Your rented number ${renewed.phoneNumber} renewed for 30 days`,
    paragraphs: [
      `Hello ${name},`,
      `Your lease of ${renewed.phoneNumber} (${renewed.serviceName}, LEASE-${renewed.id}) renewed itself, as you asked: ` +
        `${formatUsd(priceCents)} from your wallet. It now ends on ${when(renewed.endDate)}.`,
      'It will renew again 3 days before then while automatic renewal is on and your wallet holds the price.',
    ],
  };
}

function autoRenewFailedEmail(lease: Lease, name: string, priceCents: number): MailContent {
  return {
    subject: `Your rented number ${lease.phoneNumber} could not renew`,
    paragraphs: [
      `Hello ${name},`,
      `Your lease of ${lease.phoneNumber} (${lease.serviceName}, LEASE-${lease.id}) did not renew itself: renewing ` +
        `costs ${formatUsd(priceCents)} and your wallet holds less.`,
      `It ends on ${when(lease.endDate)}. Top up your wallet and choose "Keep this number" on Rented Numbers before ` +
        `then, or within the ${LEASE_GRACE_DAYS} days after, to keep it.`,
    ],
  };
}

function anonymousReminderEmail(lease: Lease, orderPage: string, priceCents: number): MailContent {
  return {
    subject: `Your rented number ${lease.phoneNumber} ends in ${LEASE_REMINDER_DAYS} days`,
    paragraphs: [
      `Your 30-day lease of ${lease.phoneNumber} (${lease.serviceName}, LEASE-${lease.id}) ends on ${when(lease.endDate)}.`,
      `To keep this number, choose "Keep this number" on your order's page and pay ${formatUsd(priceCents)} with ` +
        `crypto: it then ends on ${when(renewedEndDate(lease))}. After the end it is held for ${LEASE_GRACE_DAYS} ` +
        'more days, then destroyed, and its messages are no longer received.',
      `Your order's page: ${orderPage}`,
    ],
  };
}

export type ReminderDeps = OptionalEmailDeps &
  OutboxWriterDeps &
  RenewDeps &
  Pick<RouteDeps, 'anonymousOrders' | 'undeliverableAddresses' | 'publicUrl'>;

/** The reminder of an anonymous lease, to its forwarding address once confirmed (docs/decisions/053); none without. */
async function anonymousReminder(deps: ReminderDeps, lease: Lease): Promise<OutboxItem[]> {
  const orderPage = anonymousLeasePage(lease, deps.publicUrl);
  const to = await forwardingAddress(deps, lease);
  if (!orderPage || !to) return [];
  const priceCents = await renewalPrice(deps, lease);
  return outboxEmail(to, 'toConfirmedOnly', anonymousReminderEmail(lease, orderPage, priceCents), deps.clock.now());
}

/**
 * The lease renewed by itself, which moves its reminder on; or, for want of money, its failure marked with its email,
 * which takes the reminder. An account switched off or gone renews nothing and hears nothing.
 */
async function autoRenew(deps: ReminderDeps, lease: Lease, user: User | null): Promise<void> {
  const now = deps.clock.now();
  if (!user?.isActive) {
    await deps.leases.claimReminder(lease, []);
    return;
  }
  const renewed = await renewMemberLease(deps, user, lease, (member, next, debit) =>
    takesEmail(member, 'lease_expiry')
      ? outboxEmail(memberRecipient(member), 'toConfirmedOnly', autoRenewedEmail(next, member.name, debit.amountCents), now)
      : [],
  );
  if (renewed.outcome === 'renewed') return;
  const outbox = outboxEmail(
    memberRecipient(user),
    'toConfirmedOnly',
    autoRenewFailedEmail(lease, user.name, renewed.priceCents),
    now,
  );
  if (await deps.leases.autoRenewFailed(lease, outbox, now)) await announceOutbox(deps, outbox);
}

/** What renewing the lease costs now: its service's lease price in the catalogue (docs/decisions/060). */
const renewalPrice = async (deps: ReminderDeps, lease: Lease) =>
  servicePriceCents(await deps.catalogue.get(lease.serviceId), 'lease');

/**
 * The scheduled job: each due reminder renews its lease when asked to and able, else is claimed with its email,
 * written when the member takes it; two runs at once renew or write once. How many were dealt with.
 */
export async function remindLeaseExpiry(deps: ReminderDeps): Promise<number> {
  let reminded = 0;
  for (const lease of await deps.leases.endingSoon(deps.clock.now())) {
    const owner = lease.owner;
    if (owner.kind === 'user' && lease.autoRenew) {
      // A renewal moves the reminder on; a failure takes it with its own email.
      await autoRenew(deps, lease, await deps.users.findById(owner.userId));
      reminded += 1;
      continue;
    }
    const priceCents = owner.kind === 'user' ? await renewalPrice(deps, lease) : 0;
    const outbox =
      owner.kind === 'anonymous'
        ? await anonymousReminder(deps, lease)
        : await optionalEmail(
            deps,
            owner.userId,
            'lease_expiry',
            (user) => reminderEmail(lease, user.name, priceCents),
            deps.clock.now(),
          );
    if (!(await deps.leases.claimReminder(lease, outbox))) continue;
    reminded += 1;
    await announceOutbox(deps, outbox);
  }
  return reminded;
}

// The lease expiry reminder (docs/decisions/020): a member who takes lease expiry emails hears LEASE_REMINDER_DAYS
// before a lease ends, once per lease; the scheduled job finds the leases by their reminder timer.

import { formatUsd } from '../../../shared/money.js';
import type { MailContent } from '../outbox/mail-content.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import type { OutboxWriterDeps } from '../outbox/outbox-deps.js';
import type { Clock } from '../ports.js';
import type { LeaseRepository } from './ports.js';
import { optionalEmail, type OptionalEmailDeps } from '../users/optional-email.js';
import type { Lease } from './lease.js';

export const LEASE_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

/** When the reminder of a lease falls due. */
export function leaseReminderAt(lease: Pick<Lease, 'endDate'>): string {
  return new Date(Date.parse(lease.endDate) - LEASE_REMINDER_DAYS * DAY_MS).toISOString();
}

function reminderEmail(lease: Lease, name: string): MailContent {
  const ends = new Date(lease.endDate).toUTCString();
  return {
    subject: `Your rented number ${lease.phoneNumber} ends in ${LEASE_REMINDER_DAYS} days`,
    paragraphs: [
      `Hello ${name},`,
      `Your 30-day lease of ${lease.phoneNumber} (${lease.serviceName}, LEASE-${lease.id}) ends on ${ends}.`,
      `After that its messages are no longer received or forwarded. A new lease costs ${formatUsd(lease.priceCents)}.`,
    ],
  };
}

/**
 * The scheduled job: claims each due reminder with its email, written when the member takes it; two runs at once
 * write one. How many were claimed.
 */
export async function remindLeaseExpiry(
  deps: OptionalEmailDeps & OutboxWriterDeps & { clock: Clock; leases: LeaseRepository },
): Promise<number> {
  let reminded = 0;
  for (const lease of await deps.leases.endingSoon(deps.clock.now())) {
    const owner = lease.owner;
    const outbox =
      owner.kind === 'user'
        ? await optionalEmail(
            deps,
            owner.userId,
            'lease_expiry',
            (user) => reminderEmail(lease, user.name),
            deps.clock.now(),
          )
        : [];
    if (!(await deps.leases.claimReminder(lease, outbox))) continue;
    reminded += 1;
    await announceOutbox(deps, outbox);
  }
  return reminded;
}

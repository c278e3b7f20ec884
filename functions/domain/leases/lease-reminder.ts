// The lease expiry reminder (docs/decisions/020): a member who takes lease expiry emails hears LEASE_REMINDER_DAYS
// before a lease ends, once per lease; the scheduled job finds the leases by their reminder timer.

import { formatUsd } from '../../../shared/money.js';
import { escapeHtml } from '../escape-html.js';
import type { Clock } from '../ports.js';
import type { LeaseRepository } from './ports.js';
import { sendOptionalEmail, type OptionalEmailDeps } from '../users/optional-email.js';
import type { Lease } from './lease.js';

export const LEASE_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

/** When the reminder of a lease falls due. */
export function leaseReminderAt(lease: Pick<Lease, 'endDate'>): string {
  return new Date(Date.parse(lease.endDate) - LEASE_REMINDER_DAYS * DAY_MS).toISOString();
}

function reminderEmail(lease: Lease, name: string) {
  const ends = new Date(lease.endDate).toUTCString();
  const lines = [
    `Hello ${name},`,
    `Your 30-day lease of ${lease.phoneNumber} (${lease.serviceName}, LEASE-${lease.id}) ends on ${ends}.`,
    `After that its messages are no longer received or forwarded. A new lease costs ${formatUsd(lease.priceCents)}.`,
  ];
  return {
    subject: `Your rented number ${lease.phoneNumber} ends in ${LEASE_REMINDER_DAYS} days`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/** The scheduled job: claims each due reminder, then mails the member if they take it; how many were claimed. */
export async function remindLeaseExpiry(
  deps: OptionalEmailDeps & { clock: Clock; leases: LeaseRepository },
): Promise<number> {
  let reminded = 0;
  for (const lease of await deps.leases.endingSoon(deps.clock.now())) {
    // Claimed before sending: two runs at once send one email (a failed send is not repeated).
    if (!(await deps.leases.claimReminder(lease))) continue;
    reminded += 1;
    if (lease.owner.kind !== 'user') continue;
    await sendOptionalEmail(deps, lease.owner.userId, 'lease_expiry', (user) => reminderEmail(lease, user.name));
  }
  return reminded;
}

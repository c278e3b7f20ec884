// What SES's bounces and complaints change (docs/decisions/056): each recipient of a permanent bounce or of a complaint
// is marked undeliverable, on the member who has that address and among the marked addresses, which an anonymous
// lease's forwarding consults; a transient or undetermined bounce changes nothing (SES retried it, or cannot tell).

import type { MailFeedback } from '../../../shared/schemas/mail-feedback.js';
import type { UserRepository } from '../users/ports.js';
import type { UndeliverableMark } from './mail-rule.js';
import type { UndeliverableAddresses } from './ports.js';

export interface MailFeedbackDeps {
  users: Pick<UserRepository, 'findByEmail' | 'markUndeliverable'>;
  undeliverableAddresses: Pick<UndeliverableAddresses, 'mark'>;
}

/** The addresses the event marks, in lower case as the site keeps them, and why; none for a bounce that may pass. */
export function undeliverableAddresses(feedback: MailFeedback): { addresses: string[]; mark: UndeliverableMark } {
  if (feedback.kind === 'complaint') {
    const { complainedRecipients, timestamp } = feedback.complaint;
    return {
      addresses: complainedRecipients.map((recipient) => recipient.emailAddress.toLowerCase()),
      mark: { reason: 'complaint', at: timestamp },
    };
  }
  const { bounceType, bouncedRecipients, timestamp } = feedback.bounce;
  return {
    addresses: bounceType === 'Permanent' ? bouncedRecipients.map((r) => r.emailAddress.toLowerCase()) : [],
    mark: { reason: 'bounce', at: timestamp },
  };
}

/** Marks each address the event names; safe to apply twice (the same mark is set again). */
export async function hearMailFeedback(deps: MailFeedbackDeps, feedback: MailFeedback): Promise<number> {
  const { addresses, mark } = undeliverableAddresses(feedback);
  for (const email of new Set(addresses)) {
    const member = await deps.users.findByEmail(email);
    // Conditional on the address: a member who changed it since keeps a clean record.
    if (member) await deps.users.markUndeliverable(member.id, email, mark);
    await deps.undeliverableAddresses.mark(email, mark);
  }
  return new Set(addresses).size;
}

// The contact form: the message becomes a general ticket support sees, and the sender gets an acknowledgement, written
// to the outbox with the ticket (docs/decisions/034); each sender address may send ADDRESS_LIMITS.contact per hour (the
// client address is limited by the http layer).

import { ADDRESS_LIMITS } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { ContactRequest } from '../../../shared/schemas/tickets.js';
import { takeAllowance } from '../rate-limit/allowance.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import { givenAddress } from '../outbox/mail-rule.js';
import { contactAcknowledgementEmail } from './ticket-emails.js';
import { openTicket, type Ticket } from './ticket.js';
import type { TicketsDeps } from './tickets-deps.js';

export async function receiveContactMessage(
  deps: Pick<TicketsDeps, 'clock' | 'tickets' | 'counters' | 'events'>,
  request: ContactRequest,
): Promise<Ticket> {
  await takeAllowance(deps, `contact#${request.email}`, ADDRESS_LIMITS.contact, (retryAfterS) =>
    MESSAGES.tooManyContactMessages(Math.ceil(retryAfterS / 60)),
  );
  const opener = { userId: null, userName: request.username, userEmail: request.email };
  const { ticket, opening } = openTicket(
    opener,
    { subject: request.subject, category: 'general', priority: 'medium', message: request.message },
    deps.clock.now(),
  );
  // A fixed text to an address nobody has confirmed (docs/decisions/053).
  const acknowledgement = outboxEmail(
    givenAddress(request.email, false),
    'contactAcknowledgement',
    contactAcknowledgementEmail(ticket),
    deps.clock.now(),
  );
  await deps.tickets.create(ticket, opening, acknowledgement);
  await announceOutbox(deps, acknowledgement);
  return ticket;
}

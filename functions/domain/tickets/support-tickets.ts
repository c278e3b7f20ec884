// Support's side of the tickets: any ticket by id, replies mailed to whoever opened the ticket, status and priority
// changes.

import { MESSAGES } from '../../../shared/messages.js';
import type { UpdateTicketRequest } from '../../../shared/schemas/tickets.js';
import { AppError } from '../errors.js';
import { addReply } from './ticket-reply.js';
import { SUPPORT_NAME, ticketId, type Ticket, type TicketMessage } from './ticket.js';
import { supportReplyEmail } from './ticket-emails.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import { givenAddress, type Recipient } from '../outbox/mail-rule.js';
import { memberRecipient } from '../users/user.js';
import type { TicketsDeps } from './tickets-deps.js';

export async function supportTicket(deps: Pick<TicketsDeps, 'tickets'>, id: string): Promise<Ticket> {
  const ticket = await deps.tickets.find(ticketId(id));
  if (!ticket) throw new AppError('notFound', MESSAGES.ticketNotFound);
  return ticket;
}

/**
 * Adds support's message (the status stays as it is) and, in the same transaction, its email to the member's current
 * address, or to the contact form's sender (docs/decisions/034).
 */
export async function supportReply(
  deps: Pick<TicketsDeps, 'clock' | 'tickets' | 'users' | 'events' | 'publicUrl'>,
  id: string,
  text: string,
): Promise<TicketMessage> {
  const ticket = await supportTicket(deps, id);
  const member = ticket.userId === null ? null : await deps.users.findById(ticket.userId);
  // A member's address when confirmed (docs/decisions/053); a contact-form sender's, which nobody confirmed, gets
  // support's words without the name and subject the form's writer typed.
  const to: Recipient | null = member
    ? memberRecipient(member)
    : ticket.userEmail
      ? givenAddress(ticket.userEmail, false)
      : null;
  let outbox: OutboxItem[] = [];
  const reply = await addReply(deps, ticket, text, { isAdmin: true, userName: SUPPORT_NAME }, (message) => {
    outbox = to
      ? outboxEmail(
          to,
          member ? 'toConfirmedOnly' : 'contactReply',
          supportReplyEmail(ticket, message, deps.publicUrl, to),
          deps.clock.now(),
        )
      : [];
    return outbox;
  });
  await announceOutbox(deps, outbox);
  return reply;
}

export async function updateTicket(
  deps: Pick<TicketsDeps, 'clock' | 'tickets'>,
  id: string,
  changes: UpdateTicketRequest,
): Promise<Ticket> {
  const updated = await deps.tickets.update(ticketId(id), changes, deps.clock.now());
  if (!updated) throw new AppError('notFound', MESSAGES.ticketNotFound);
  return updated;
}

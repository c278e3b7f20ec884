// The emails a ticket sends (docs/decisions/034): support's reply to whoever opened it, and the contact form's
// acknowledgement. The acknowledgement is a fixed text with the ticket number and quotes nothing that was typed into
// the form, so the form cannot relay anyone's words (or links) to an address they choose from the shop's mail domain.

import { CONTACT_REPLY_HOURS } from '../../../shared/constants.js';
import type { MailContent } from '../outbox/mail-content.js';
import { greeting, type Recipient } from '../outbox/mail-rule.js';
import type { Ticket, TicketMessage } from './ticket.js';

const reference = (ticket: Pick<Ticket, 'id'>) => `TKT-${ticket.id}`;

/**
 * Support answered, with the answer's text. The shop's address reads no mail, so the email says where an answer goes:
 * a member replies on their Tickets page (the link), a contact-form sender through the contact form.
 */
export function supportReplyEmail(
  ticket: Ticket,
  reply: TicketMessage,
  publicUrl: string,
  recipient: Recipient,
): MailContent {
  const site = publicUrl.replace(/\/$/, '');
  const where =
    ticket.userId === null
      ? [
          `Replies to this email are not read. To answer, use the contact form and quote ${reference(ticket)}: ${site}/contact`,
        ]
      : [
          'Replies to this email are not read. Read the conversation and reply on your Tickets page, where support sees ' +
            `your answer: ${site}/tickets`,
        ];
  return {
    // The subject and name were typed into the ticket: quoted only to a confirmed address (docs/decisions/053).
    subject: `Support replied to ${reference(ticket)}${recipient.confirmed ? `: ${ticket.subject}` : ''}`,
    paragraphs: [
      greeting(recipient, ticket.userName),
      `Our support team replied to your ticket ${reference(ticket)}:`,
      ...where,
    ],
    preformatted: reply.message,
  };
}

export function contactAcknowledgementEmail(ticket: Pick<Ticket, 'id'>): MailContent {
  return {
    subject: `We received your message (${reference(ticket)})`,
    paragraphs: [
      `Thank you for contacting us. Your message is ticket ${reference(ticket)} and our support team will reply to ` +
        `this address within ${CONTACT_REPLY_HOURS} hours.`,
      'If you did not write to us, ignore this email.',
    ],
  };
}

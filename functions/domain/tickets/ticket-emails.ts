// The emails a ticket sends: support's reply to whoever opened it, and the contact form's acknowledgement.

import { CONTACT_REPLY_HOURS } from '../../../shared/constants.js';
import { escapeHtml } from '../escape-html.js';
import type { Email } from '../ports.js';
import type { Ticket, TicketMessage } from './ticket.js';

const reference = (ticket: Ticket) => `TKT-${ticket.id}`;

function email(to: string, subject: string, paragraphs: string[], quoted: string): Email {
  return {
    to,
    subject,
    text: [...paragraphs, '', quoted].join('\n\n'),
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<blockquote style="white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>`,
  };
}

/** Support answered: a member is pointed to the Tickets screen, a contact-form sender simply reads the answer. */
export function supportReplyEmail(ticket: Ticket, reply: TicketMessage, to: string, publicUrl: string): Email {
  const where =
    ticket.userId === null
      ? 'Reply to this address through the contact form if you need more help.'
      : `Read the conversation and reply on your Tickets page: ${publicUrl.replace(/\/$/, '')}/tickets`;
  return email(
    to,
    `Support replied to ${reference(ticket)}: ${ticket.subject}`,
    [`Hello ${ticket.userName},`, `Our support team replied to your ticket ${reference(ticket)}:`, where],
    reply.message,
  );
}

export function contactAcknowledgementEmail(ticket: Ticket, message: string): Email {
  return email(
    ticket.userEmail,
    `We received your message (${reference(ticket)}): ${ticket.subject}`,
    [
      `Hello ${ticket.userName},`,
      `Thank you for contacting us. Your message is ticket ${reference(ticket)} and our support team will reply ` +
        `to this address within ${CONTACT_REPLY_HOURS} hours. Your message:`,
    ],
    message,
  );
}

// Support tickets and their conversations, for members and support (docs/decisions/019), and the contact form that
// opens one.

import * as z from 'zod';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailField, requiredText, singleLineText } from './fields.js';

/** The categories with the labels the New Ticket dialog shows; the client sends the value upper-cased. */
export const TICKET_CATEGORIES = {
  general: 'General',
  technical: 'Technical',
  api: 'API Support',
  billing: 'Billing',
  feature: 'Feature Request',
} as const;
export const ticketCategory = z.enum(Object.keys(TICKET_CATEGORIES) as [keyof typeof TICKET_CATEGORIES], {
  error: 'Choose a listed category',
});
export type TicketCategory = z.infer<typeof ticketCategory>;

export const ticketPriority = z.enum(['low', 'medium', 'high', 'urgent'], { error: 'Choose a listed priority' });
export type TicketPriority = z.infer<typeof ticketPriority>;

export const ticketStatus = z.enum(['open', 'in_progress', 'resolved', 'closed']);
export type TicketStatus = z.infer<typeof ticketStatus>;

const messageText = (emptyMessage: string) => requiredText(emptyMessage, TICKET_MESSAGE_MAX_LENGTH);

/** POST /users/tickets.php: the category arrives upper-cased (`GENERAL`) and is kept lower-cased. */
export const createTicketRequest = z.strictObject({
  subject: singleLineText(MESSAGES.fillRequiredFields, TICKET_SUBJECT_MAX_LENGTH),
  category: z.string({ error: MESSAGES.fillRequiredFields }).trim().toLowerCase().pipe(ticketCategory),
  priority: z.string({ error: MESSAGES.fillRequiredFields }).trim().toLowerCase().pipe(ticketPriority),
  message: messageText(MESSAGES.fillRequiredFields),
});
export type CreateTicketRequest = z.input<typeof createTicketRequest>;

/** A reply, from the member or from support: blank after trimming is refused. */
export const ticketReplyRequest = z.strictObject({ message: messageText(MESSAGES.enterMessage) });
export type TicketReplyRequest = z.infer<typeof ticketReplyRequest>;

export const ticketMessagesQuery = z.strictObject({ ticket_id: requiredText(MESSAGES.ticketNotFound, 64) });

/** POST /admin/tickets.php: the ticket's id without its `TKT-` prefix. */
export const supportReplyRequest = ticketReplyRequest.extend({
  ticket_id: z
    .union([z.string(), z.number()], { error: MESSAGES.ticketNotFound })
    .transform(String)
    .pipe(requiredText(MESSAGES.ticketNotFound, 64)),
});

/** PUT /admin/tickets/{id}.php: a new status, priority, or both. */
export const updateTicketRequest = z
  .strictObject({ status: ticketStatus.optional(), priority: ticketPriority.optional() })
  .refine((value) => value.status !== undefined || value.priority !== undefined, {
    message: 'Nothing to update: send a status or a priority',
  });
export type UpdateTicketRequest = z.infer<typeof updateTicketRequest>;

/** GET /admin/tickets.php: a page of every ticket, newest first. */
export const adminTicketsQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'Expected a number' })
    .int()
    .min(1)
    .max(ADMIN_LIST_MAX_LIMIT, `At most ${ADMIN_LIST_MAX_LIMIT}`)
    .default(ADMIN_LIST_DEFAULT_LIMIT),
  cursor: z.string().max(1000).optional(),
});

export const ticketView = z.object({
  id: z.string(),
  subject: z.string(),
  category: ticketCategory,
  priority: ticketPriority,
  status: ticketStatus,
  created_at: z.string(),
  updated_at: z.string(),
  last_message_at: z.string(),
  message_count: z.number().int(),
});
export type TicketView = z.infer<typeof ticketView>;

/** What support sees of a ticket besides: who opened it (the contact form's sender for its tickets). */
export const adminTicketView = ticketView.extend({ user_name: z.string(), user_email: z.string() });
export type AdminTicketView = z.infer<typeof adminTicketView>;

export const ticketMessageView = z.object({
  id: z.string(),
  message: z.string(),
  /** 1 for support's messages (shown as Support Team), 0 for the member's. */
  is_admin: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  user_name: z.string(),
});
export type TicketMessageView = z.infer<typeof ticketMessageView>;

export const ticketsResponse = z.object({ success: z.literal(true), tickets: z.array(ticketView) });
/** The screen's cards over every ticket, not only the pages loaded (docs/decisions/044). */
export const adminTicketCounts = z.object({
  total: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  /** High or urgent, and not closed. */
  high_priority: z.number().int(),
});
export const adminTicketsResponse = z.object({
  success: z.literal(true),
  tickets: z.array(adminTicketView),
  next_cursor: z.string().nullable(),
  counts: adminTicketCounts,
});
export const ticketCreatedResponse = z.object({ success: z.literal(true), ticket: ticketView, message: z.string() });
export const ticketMessagesResponse = z.object({
  success: z.literal(true),
  messages: z.array(ticketMessageView),
});
export const ticketReplyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  ticket_message: ticketMessageView,
});

/** POST /php-backend/api/contact.php: every field required ('Please fill in all fields'). */
export const contactRequest = z.strictObject({
  username: singleLineText(MESSAGES.fillAllFields, 100),
  email: emailField(MESSAGES.fillAllFields),
  subject: singleLineText(MESSAGES.fillAllFields, 200),
  message: messageText(MESSAGES.fillAllFields),
});
export type ContactRequest = z.infer<typeof contactRequest>;

// The support Ticket and its messages, their factories and their public views (docs/decisions/019).

import type {
  AdminTicketView,
  TicketCategory,
  TicketMessageView,
  TicketPriority,
  TicketStatus,
  TicketView,
} from '../../../shared/schemas/tickets.js';
import { LABELS, MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { sortableId } from '../ids.js';

export interface Ticket {
  id: string;
  /** The member who opened it; null for a message sent with the contact form. */
  userId: string | null;
  /** Who opened it, as support sees them: the member's name and email, or what the contact form's sender typed. */
  userName: string;
  userEmail: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string;
  /** Counts every message, the opening one included. */
  messageCount: number;
}

export interface TicketMessage {
  ticketId: string;
  id: string;
  message: string;
  /** Written by support (shown to the member as Support Team). */
  isAdmin: boolean;
  createdAt: string;
  userName: string;
}

/** A ticket id as `sortableId` makes it; anything else names no ticket (a 404 before any read). */
export function ticketId(id: string): string {
  if (!/^[0-9a-z]{1,64}$/.test(id)) throw new AppError('notFound', MESSAGES.ticketNotFound);
  return id;
}

/** The name support's messages carry. */
export const SUPPORT_NAME = LABELS.supportTeam;

/** A new open ticket with its opening message, both stamped `now`. */
export function openTicket(
  opener: Pick<Ticket, 'userId' | 'userName' | 'userEmail'>,
  request: { subject: string; category: TicketCategory; priority: TicketPriority; message: string },
  now: Date,
): { ticket: Ticket; opening: TicketMessage } {
  const at = now.toISOString();
  const ticket: Ticket = {
    id: sortableId(now),
    ...opener,
    subject: request.subject,
    category: request.category,
    priority: request.priority,
    status: 'open',
    createdAt: at,
    updatedAt: at,
    lastMessageAt: at,
    messageCount: 1,
  };
  return {
    ticket,
    opening: ticketMessage(ticket, request.message, { isAdmin: false, userName: opener.userName }, now),
  };
}

export function ticketMessage(
  ticket: Pick<Ticket, 'id'>,
  message: string,
  author: { isAdmin: boolean; userName: string },
  now: Date,
): TicketMessage {
  return { ticketId: ticket.id, id: sortableId(now), message, createdAt: now.toISOString(), ...author };
}

export function toTicketView(ticket: Ticket): TicketView {
  return {
    id: ticket.id,
    subject: ticket.subject,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    created_at: ticket.createdAt,
    updated_at: ticket.updatedAt,
    last_message_at: ticket.lastMessageAt,
    message_count: ticket.messageCount,
  };
}

export function toAdminTicketView(ticket: Ticket): AdminTicketView {
  return { ...toTicketView(ticket), user_name: ticket.userName, user_email: ticket.userEmail };
}

export function toTicketMessageView(message: TicketMessage): TicketMessageView {
  return {
    id: message.id,
    message: message.message,
    is_admin: message.isAdmin ? 1 : 0,
    created_at: message.createdAt,
    user_name: message.isAdmin ? SUPPORT_NAME : message.userName,
  };
}

// The ports of support tickets, implemented in adapters/.

import type { TicketPriority, TicketStatus } from '../../../shared/schemas/tickets.js';
import type { Ticket, TicketMessage } from './ticket.js';
import type { OutboxItem } from '../outbox/ports.js';

/** Support tickets and their conversations (docs/decisions/019). */
/** The back office's ticket cards: all tickets, open, in progress, and high or urgent not closed. */
export interface TicketTally {
  total: number;
  open: number;
  inProgress: number;
  highPriority: number;
}

export interface TicketRepository {
  /** Stores the ticket with its opening message and the emails it causes, in one transaction. */
  create(ticket: Ticket, opening: TicketMessage, outbox?: OutboxItem[]): Promise<void>;
  /** Any ticket by id, read consistently. */
  find(id: string): Promise<Ticket | null>;
  /** The member's tickets, newest first (an index read: it may lag the table a moment). */
  forUser(userId: string): Promise<Ticket[]>;
  /**
   * A page of every ticket, newest first, and the cursor of the next page (null after the last); an unreadable cursor
   * is AppError('validation').
   */
  page(limit: number, cursor: string | null): Promise<{ tickets: Ticket[]; nextCursor: string | null }>;
  /** Every ticket counted, whatever page the screen has loaded (counters kept by the tickets' own writes). */
  counts(): Promise<TicketTally>;
  /** The conversation, oldest first, read consistently. */
  messages(ticketId: string): Promise<TicketMessage[]>;
  /** Adds the message, counts it on the ticket and writes the emails it causes, in one transaction; false when closed. */
  addMessage(ticket: Ticket, message: TicketMessage, outbox?: OutboxItem[]): Promise<boolean>;
  /** Changes the status and/or priority; null when there is no such ticket. */
  update(id: string, changes: { status?: TicketStatus; priority?: TicketPriority }, now: Date): Promise<Ticket | null>;
}

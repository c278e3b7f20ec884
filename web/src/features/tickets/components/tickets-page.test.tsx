// @vitest-environment happy-dom
// The Tickets screen: the status tabs count the member's tickets, New Ticket checks its fields and sends the category
// upper-cased, the conversation names support as Support Team, and a closed ticket has no reply box.

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import type { TicketMessageView, TicketView } from '@shared/schemas/tickets';
import { answer, answerKeeping, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { TicketsPage } from './tickets-page';

const ticket = (overrides: Partial<TicketView>): TicketView => ({
  id: 'abc123',
  subject: 'Refund for order 42',
  category: 'billing',
  priority: 'high',
  status: 'open',
  created_at: '2026-11-22T12:00:00.000Z',
  updated_at: '2026-11-22T12:00:00.000Z',
  last_message_at: '2026-11-22T12:00:00.000Z',
  message_count: 2,
  ...overrides,
});
const TICKETS = [ticket({}), ticket({ id: 'def456', subject: 'Old question', status: 'closed' })];
const MESSAGES_OF: TicketMessageView[] = [
  {
    id: 'm1',
    message: 'The code never arrived.',
    is_admin: 0,
    created_at: '2026-11-22T12:00:00.000Z',
    user_name: 'Tina',
  },
  {
    id: 'm2',
    message: 'We refunded it.',
    is_admin: 1,
    created_at: '2026-11-22T12:05:00.000Z',
    user_name: 'Support Team',
  },
];

useTestServer();

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  server.use(
    answer('users.listTickets', () => HttpResponse.json({ success: true, tickets: TICKETS })),
    answer('users.listTicketMessages', () => HttpResponse.json({ success: true, messages: MESSAGES_OF })),
  );
});

afterEach(() => cleanup());

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const change = (element: HTMLElement, value: string) =>
  act(async () => fireEvent.change(element, { target: { value } }));

it('counts the tickets of each status on its tab and filters the list by it', async () => {
  renderWithApp(<TicketsPage />);
  expect(await screen.findByRole('button', { name: 'All (2)' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Open (1)' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'In Progress (0)' })).toBeTruthy();
  await click(screen.getByRole('button', { name: 'Closed (1)' }));
  const list = screen.getByRole('list', { name: 'Tickets' });
  expect(within(list).queryByText('Refund for order 42')).toBeNull();
  expect(within(list).getByText('Old question')).toBeTruthy();
});

it('checks New Ticket before sending, sends the category upper-cased, and lists the new ticket at once', async () => {
  const sent: unknown[] = [];
  server.use(
    answerKeeping('users.createTicket', sent, () =>
      HttpResponse.json(
        { success: true, ticket: ticket({ id: 'new1', subject: 'Bulk numbers' }), message: MESSAGES.ticketCreated },
        { status: 201 },
      ),
    ),
  );
  renderWithApp(<TicketsPage />);
  await click(await screen.findByRole('button', { name: 'New Ticket' }));
  const dialog = within(screen.getByRole('dialog', { name: 'New Ticket' }));
  await click(dialog.getByRole('button', { name: 'Create Ticket' }));
  expect(await dialog.findAllByText(MESSAGES.fillRequiredFields)).toHaveLength(2);
  expect(sent).toEqual([]);

  await change(dialog.getByLabelText('Subject'), 'Bulk numbers');
  await change(dialog.getByLabelText('Category'), 'feature');
  await change(dialog.getByLabelText('Priority'), 'urgent');
  await change(dialog.getByLabelText('Message'), 'Can I buy 100?');
  await click(dialog.getByRole('button', { name: 'Create Ticket' }));
  expect(await screen.findByText(MESSAGES.ticketCreated)).toBeTruthy();
  expect(sent).toEqual([
    { subject: 'Bulk numbers', category: 'FEATURE', priority: 'urgent', message: 'Can I buy 100?' },
  ]);
  expect(within(screen.getByRole('list', { name: 'Tickets' })).getByText('Bulk numbers')).toBeTruthy();
});

it('shows support as Support Team, and a closed ticket without a reply box', async () => {
  renderWithApp(<TicketsPage />);
  await click(await screen.findByRole('button', { name: 'View Old question' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Old question' }));
  const support = (await dialog.findByText('We refunded it.')).closest('li')!;
  expect(within(support).getByText('Support Team')).toBeTruthy();
  expect(dialog.queryByLabelText('Your reply')).toBeNull();
  expect(dialog.getByText(/This ticket is closed/)).toBeTruthy();
});

it("counts the reply's characters against 500 and says 'Failed to send message' when it fails", async () => {
  server.use(answer('users.replyToTicket', () => failure(500, MESSAGES.internalError)));
  renderWithApp(<TicketsPage />);
  await click(await screen.findByRole('button', { name: 'View Refund for order 42' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Refund for order 42' }));
  await change(dialog.getByLabelText('Your reply'), 'Any news?');
  expect(dialog.getByText('9/500')).toBeTruthy();
  await click(dialog.getByRole('button', { name: 'Send Reply' }));
  expect(await screen.findByText(MESSAGES.ticketMessageFailed)).toBeTruthy();
});

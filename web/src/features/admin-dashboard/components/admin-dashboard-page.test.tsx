// @vitest-environment happy-dom
// The Admin Dashboard: eight cards reading '...' until the figures arrive, then the server's figures; the first five
// recent orders and users; the ticket reply dialog sending nothing.

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { AdminDashboardPage } from './admin-dashboard-page';

useTestServer();
afterEach(cleanup);

const STATS = {
  success: true,
  total_revenue: 123_456,
  today_revenue: 4_997,
  monthly_revenue: 60_000,
  today_orders: { total_orders: 4, one_time_sms: 2, lease_orders: 1, buy_orders: 1 },
  active_leases: 7,
  pending_tickets: 3,
  recent_orders: 19,
};
const order = (i: number) => ({
  id: `o${i}`,
  user_name: `Buyer ${i}`,
  user_email: `b${i}@example.com`,
  service_name: 'WhatsApp',
  price: 999,
  status: 'completed',
  created_at: '2026-11-22T12:00:00.000Z',
  phone_number: '+447700900123',
  verification_code: '1234',
});
const user = (i: number) => ({
  id: `u${i}`,
  name: `User ${i}`,
  email: `u${i}@example.com`,
  created_at: '2026-11-20T12:00:00.000Z',
  is_active: true,
  wallet_balance: 500,
  last_login_at: null,
  role: 'user',
});
const tickets = [
  { id: 42, subject: 'Where is my code?', user_name: 'User 1', status: 'open', created_at: '2026-11-22T12:00:00.000Z' },
];

function answerAll() {
  const replies: string[] = [];
  server.use(
    answer('admin.stats', async () => {
      await delay(50);
      return HttpResponse.json(STATS);
    }),
    answer('admin.revenue', () => HttpResponse.json({ success: true, total_revenue: 123_456, total_orders: 90 })),
    answer('admin.listUsers', () =>
      HttpResponse.json({ success: true, users: [1, 2, 3, 4, 5, 6].map(user), next_cursor: null }),
    ),
    answer('admin.listOrders', () =>
      HttpResponse.json({ success: true, orders: [1, 2, 3, 4, 5, 6].map(order), next_cursor: 'more' }),
    ),
    answer('admin.listLeases', () => HttpResponse.json({ success: true, leases: [], next_cursor: null })),
    answer('admin.listTickets', () => HttpResponse.json({ success: true, tickets })),
    answer('admin.replyToTicket', async ({ request }) => {
      replies.push(await request.text());
      return HttpResponse.json({ success: true });
    }),
  );
  return replies;
}

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('Admin Dashboard', () => {
  it("shows '...' on its eight cards until the figures come, then the server's figures", async () => {
    answerAll();
    renderWithApp(<AdminDashboardPage />);
    const labels = [
      "Today's Revenue",
      "Today's SMS",
      "Today's Leases",
      "Today's Buy",
      'Total Revenue',
      'Active Leases',
      'Pending Tickets',
      'Recent Orders (last 7 days)',
    ];
    expect(labels.filter((label) => label !== 'Total Revenue').map(card)).toEqual(Array(7).fill('...'));
    await screen.findByText('$49.97');
    expect(labels.map(card)).toEqual(['$49.97', '2', '1', '1', '$1234.56', '7', '3', '19']);
  });

  it('lists the first five recent orders and users, and its reply dialog sends nothing', async () => {
    const replies = answerAll();
    renderWithApp(<AdminDashboardPage />);
    const orders = await screen.findByRole('region', { name: 'Recent Orders' });
    await within(orders).findByText(/Buyer 1/);
    expect(within(orders).getAllByRole('listitem')).toHaveLength(5);
    expect(within(orders).getAllByText(/One-Time SMS/)).toHaveLength(5);
    const users = screen.getByRole('region', { name: 'Recent Users' });
    await within(users).findByText('User 1');
    expect(within(users).getAllByRole('listitem')).toHaveLength(5);

    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'On its way' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replies).toEqual([]);
    expect(screen.queryByText(MESSAGES.dashboardLoadFailed)).toBeNull();
  });

  it("says 'Failed to load dashboard data' when the figures cannot be read", async () => {
    answerAll();
    server.use(answer('admin.stats', () => HttpResponse.json({ success: false, error: 'x' }, { status: 403 })));
    renderWithApp(<AdminDashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.dashboardLoadFailed);
  });
});

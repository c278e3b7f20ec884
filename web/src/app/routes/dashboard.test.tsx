// @vitest-environment happy-dom
// The dashboard's stat cards carry a real change value each, not the spec's 'N/A' (issue 33): orders in the last 30
// days, active leases ending within 7 days, the wallet's net change in the last 30 days, and when API Calls Today
// started counting.

import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaseView, OrderView } from '@shared/schemas/orders';
import type { WalletTransactionView } from '@shared/schemas/wallet';
import { PurchaseProvider } from '@/features/purchase/components/purchase-provider';
import { SessionContext, type Session } from '@/lib/session';
import { answer, MEMBER } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { DashboardRoute } from './dashboard';

useTestServer();
afterEach(cleanup);

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const order = (id: string, createdAt: string): OrderView => ({
  id,
  service_id: 1,
  service_name: 'WhatsApp',
  icon: 'whatsapp',
  color: '#25D366',
  phone_number: '+447700900123',
  verification_code: '123456',
  sms_text: null,
  status: 'completed',
  created_at: createdAt,
  expires_at: createdAt,
  other_messages: [],
  price: 999,
});
const lease = (id: string, daysLeft: number): LeaseView => ({
  id,
  service_id: 2,
  service_name: 'Telegram',
  icon: 'telegram',
  color: '#26A5E4',
  phone_number: '+447700900456',
  status: 'active',
  start_date: daysAgo(30 - daysLeft),
  end_date: new Date(Date.now() + daysLeft * DAY_MS).toISOString(),
  days_left: daysLeft,
  price: 1499,
  message_count: 0,
  auto_renew: false,
  auto_renew_failed_at: null,
  renewals: 0,
  renewal_price: null,
  renewed_end_date: null,
});
const entry = (
  id: string,
  type: WalletTransactionView['type'],
  cents: number,
  createdAt: string,
): WalletTransactionView => ({
  id,
  type,
  bonus: false,
  amount_cents: cents,
  amount: cents,
  description: type,
  created_at: createdAt,
  status: 'completed',
});

function renderDashboard() {
  const session: Session = {
    status: 'authenticated',
    user: MEMBER,
    signIn: () => undefined,
    logout: async () => undefined,
  };
  return renderWithApp(
    <SessionContext value={session}>
      <PurchaseProvider>
        <DashboardRoute />
      </PurchaseProvider>
    </SessionContext>,
    { path: '/dashboard' },
  );
}

/** A card's note: the second figure under its label. */
const noteOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement!.querySelectorAll('dd')[1]?.textContent ?? null;

describe("the dashboard's cards", () => {
  it('say what changed or what is coming, never N/A', async () => {
    server.use(
      answer('users.listOrders', () =>
        HttpResponse.json({ success: true, orders: [order('1', daysAgo(2)), order('2', daysAgo(45))] }),
      ),
      answer('users.listLeases', () => HttpResponse.json({ success: true, leases: [lease('l1', 3), lease('l2', 20)] })),
      answer('users.listWalletTransactions', () =>
        HttpResponse.json({
          success: true,
          transactions: [
            entry('t1', 'deposit', 5_000, daysAgo(1)),
            entry('t2', 'purchase', 999, daysAgo(2)),
            entry('t3', 'refund', 999, daysAgo(3)),
            entry('t4', 'purchase', 1_499, daysAgo(10)),
            entry('t5', 'deposit', 10_000, daysAgo(60)),
          ],
          balance: MEMBER.wallet_balance,
        }),
      ),
    );
    renderDashboard();
    // One order of the two, and both leases (started 27 and 10 days ago), are of the last 30 days.
    await waitFor(() => expect(noteOf('Total Orders')).toBe('+3 in the last 30 days'));
    await waitFor(() => expect(noteOf('Active Leases')).toBe('1 ending within 7 days'));
    // +50.00 − 9.99 + 9.99 − 14.99 = +35.01
    await waitFor(() => expect(noteOf('Wallet Balance')).toBe('+$35.01 in the last 30 days'));
    expect(noteOf('API Calls Today')).toBe('Since 00:00 UTC');
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it('say so when nothing happened', async () => {
    renderDashboard();
    await waitFor(() => expect(noteOf('Total Orders')).toBe('None in the last 30 days'));
    await waitFor(() => expect(noteOf('Active Leases')).toBe('None ending within 7 days'));
    await waitFor(() => expect(noteOf('Wallet Balance')).toBe('No change in the last 30 days'));
    expect(screen.queryByText('N/A')).toBeNull();
  });
});

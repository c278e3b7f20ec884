// @vitest-environment happy-dom
// The member screens' rules: which order the panel shows, the mm:ss countdown that clears it at 0, a number waiting for
// its code counting as activity, and the filters.

import { act, cleanup, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '@shared/constants';
import type { LeaseView, OrderView } from '@shared/schemas/orders';
import { isInactive, lastActivity, recordActivity, SESSION_KEYS } from '@/lib/session-storage';
import { formatCountdown, secondsUntil } from '@/lib/use-countdown';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { CurrentNumberPanel } from './current-number-panel';
import { currentOrder, OneTimePanel } from './one-time-panel';
import { filterLeases, RentedNumbers } from './rented-numbers';
import { filterOrders } from './sms-history';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const order = (overrides: Partial<OrderView>): OrderView => ({
  id: 'abc123',
  service_id: 1,
  service_name: 'WhatsApp',
  icon: 'whatsapp',
  color: '#25D366',
  phone_number: '+447700900123',
  verification_code: null,
  sms_text: null,
  status: 'pending',
  created_at: new Date(NOW - 60_000).toISOString(),
  expires_at: new Date(NOW + 840_000).toISOString(),
  other_messages: [],
  price: 999,
  ...overrides,
});
const lease = (overrides: Partial<LeaseView>): LeaseView => ({
  id: 'lease1',
  service_id: 2,
  service_name: 'Telegram',
  icon: 'telegram',
  color: '#26A5E4',
  phone_number: '+447700900456',
  status: 'active',
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-12-01T00:00:00.000Z',
  days_left: 9,
  price: 1499,
  message_count: 0,
  auto_renew: false,
  auto_renew_failed_at: null,
  renewals: 0,
  renewal_price: null,
  renewed_end_date: null,
  ...overrides,
});

useTestServer();

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('the countdown', () => {
  it('counts mm:ss down from 900 s', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(secondsUntil(new Date(NOW + 1_500).toISOString(), NOW)).toBe(2);
    expect(secondsUntil(new Date(NOW - 1_000).toISOString(), NOW)).toBe(0);
  });

  it('clears the panel when it reaches 0, and says so once', () => {
    vi.useFakeTimers({ now: NOW });
    const onExpired = vi.fn();
    render(
      <CurrentNumberPanel order={order({ expires_at: new Date(NOW + 3_000).toISOString() })} onExpired={onExpired} />,
    );
    const panel = screen.getByRole('region', { name: 'Current number' });
    expect(panel.textContent).toContain('+447700900123');
    expect(panel.textContent).toContain('Waiting for the SMS… 00:03');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('region', { name: 'Current number' }).textContent).not.toContain('+447700900123');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('an order waiting for another SMS', () => {
  it('keeps its last code shown and says it waits for another', () => {
    render(
      <CurrentNumberPanel
        order={order({ verification_code: '731904', expires_at: new Date(Date.now() + 60_000).toISOString() })}
        onExpired={vi.fn()}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Current number' });
    expect(panel.textContent).toContain('731904');
    expect(panel.textContent).toContain('Waiting for another SMS');
  });
});

describe('a number waiting for its code', () => {
  beforeEach(() => localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true'));

  it('counts as activity, so the 5-minute inactivity rule does not end the session during the wait', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    server.use(answer('users.listOrders', () => HttpResponse.json({ success: true, orders: [order({})] })));
    recordActivity(NOW);
    renderWithApp(<OneTimePanel services={[]} buy={vi.fn()} />);
    await screen.findByText(/Waiting for the SMS/);

    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS + 60_000));
    expect(isInactive()).toBe(false);
    expect(Date.now() - lastActivity()!).toBeLessThan(5_000);
  });

  it('stops counting once the code has arrived', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    server.use(
      answer('users.listOrders', () =>
        HttpResponse.json({ success: true, orders: [order({ status: 'completed', verification_code: '123456' })] }),
      ),
    );
    recordActivity(NOW);
    renderWithApp(<OneTimePanel services={[]} buy={vi.fn()} />);
    await screen.findAllByText('123456');

    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS + 60_000));
    expect(isInactive()).toBe(true);
  });
});

describe('the current number', () => {
  it('is the newest order while it waits, or while its code is fresh; never a cancelled one', () => {
    expect(currentOrder([order({})], NOW)?.id).toBe('abc123');
    expect(currentOrder([order({ status: 'completed', verification_code: '123456' })], NOW)?.status).toBe('completed');
    expect(currentOrder([order({ status: 'cancelled' })], NOW)).toBeNull();
    expect(currentOrder([order({ expires_at: new Date(NOW - 1).toISOString() })], NOW)).toBeNull();
    expect(currentOrder([], NOW)).toBeNull();
  });
});

describe('the lists', () => {
  const orders = [
    order({ id: 'o1' }),
    order({ id: 'o2', status: 'completed', service_name: 'Telegram', phone_number: '+447700900999' }),
  ];

  it('filter SMS History by Completed and search by service, number or SMS- id', () => {
    expect(filterOrders(orders, 'completed', '').map((o) => o.id)).toEqual(['o2']);
    expect(filterOrders(orders, 'all', 'telegram').map((o) => o.id)).toEqual(['o2']);
    expect(filterOrders(orders, 'all', '900999').map((o) => o.id)).toEqual(['o2']);
    expect(filterOrders(orders, 'all', 'SMS-o1').map((o) => o.id)).toEqual(['o1']);
    expect(filterOrders(orders, 'all', 'nothing')).toEqual([]);
  });

  it('filter rented numbers by status and search them', () => {
    const leases = [lease({}), lease({ id: 'lease2', status: 'expired', service_name: 'Discord' })];
    expect(filterLeases(leases, 'active', '').map((l) => l.id)).toEqual(['lease1']);
    expect(filterLeases(leases, 'expired', '').map((l) => l.id)).toEqual(['lease2']);
    expect(filterLeases(leases, 'all', 'LEASE-lease2').map((l) => l.id)).toEqual(['lease2']);
    expect(filterLeases(leases, 'cancelled', '')).toEqual([]);
  });

  it('say so when there are no rented numbers, or none that the filter and search let through', async () => {
    const { unmount } = renderWithApp(<RentedNumbers leases={[]} onInbox={vi.fn()} />);
    expect(screen.getByText('No rented numbers yet. Rent one above for 30 days of SMS.')).toBeTruthy();
    unmount();
    renderWithApp(<RentedNumbers leases={[lease({})]} onInbox={vi.fn()} />);
    expect(screen.queryByText(/No rented numbers/)).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Cancelled' }).click());
    expect(screen.getByText('No rented numbers found - Try adjusting your search or filter criteria.')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
// Lease Management's rules: days left red at 7 or fewer and 'Expired' at 0, the Inbox of an active lease with no
// messages to show, 'Load more' asking for the next page with its cursor, cards marked '+' while a page remains, and a
// whole number looked up on the server.

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import type { AdminLease } from '@shared/schemas/admin';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { daysLeft } from '../days-left';
import { LeasesPage } from './leases-page';

useTestServer();
afterEach(cleanup);

const DAY = 86_400_000;
const lease = (id: string, endsInDays: number, overrides: Partial<AdminLease> = {}): AdminLease => ({
  id,
  user_name: 'Ada',
  user_email: 'ada@example.com',
  service_name: 'WhatsApp',
  phone_number: `+4477009001${id.padStart(2, '0')}`,
  status: 'active',
  start_date: new Date(Date.now() - DAY).toISOString(),
  end_date: new Date(Date.now() + endsInDays * DAY - 60_000).toISOString(),
  price_cents: 1499,
  message_count: 0,
  ...overrides,
});

describe('days left', () => {
  it('is the ceiling of the remaining days, red at 7 or fewer, Expired at 0', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(daysLeft('2026-12-10T12:00:00.000Z', now)).toEqual({ label: '18', warning: false });
    expect(daysLeft('2026-11-29T11:00:00.000Z', now)).toEqual({ label: '7', warning: true });
    expect(daysLeft('2026-11-20T12:00:00.000Z', now)).toEqual({ label: 'Expired', warning: true });
  });
});

/** A stat card's figure, found by its label. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Lease Management', () => {
  it('shows the pages it loads, opens an empty inbox, and asks for the next page with its cursor', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      answer('admin.listLeases', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return HttpResponse.json(
          cursor
            ? { success: true, leases: [lease('3', 0, { status: 'expired' })], next_cursor: null }
            : { success: true, leases: [lease('1', 20), lease('2', 5)], next_cursor: 'page-2' },
        );
      }),
    );
    renderWithApp(<LeasesPage />);
    const first = await screen.findByRole('row', { name: /\+447700900101/ });
    expect(within(first).getByText('20').className).not.toContain('text-red-700');
    expect(within(screen.getByRole('row', { name: /\+447700900102/ })).getByText('5').className).toContain(
      'text-red-700',
    );

    fireEvent.click(within(first).getByRole('button', { name: 'Inbox' }));
    expect(await screen.findByText(MESSAGES.noLeaseMessagesYet)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    // The cards count what is loaded, and say so while another page remains.
    expect(card('Total Leases')).toBe('2+');
    expect(card('Total Revenue')).toBe('$29.98+');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const expired = await screen.findByRole('row', { name: /\+447700900103/ });
    expect(card('Total Leases')).toBe('3');
    expect(card('Expired Leases')).toBe('1');
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: 'Inbox' })).toBeNull();
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('looks a whole number up on the server when Enter is pressed', async () => {
    const searches: (string | null)[] = [];
    server.use(
      answer('admin.listLeases', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return HttpResponse.json({ success: true, leases: search ? [lease('9', 12)] : [], next_cursor: null });
      }),
    );
    renderWithApp(<LeasesPage />);
    const search = await screen.findByLabelText('Search by ID, user, email or phone');
    fireEvent.change(search, { target: { value: '+447700900109' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByRole('row', { name: /\+447700900109/ })).toBeTruthy();
    expect(searches).toEqual([null, '+447700900109']);
  });

  it("shows 'Failed to load leases' when the list cannot be read", async () => {
    server.use(answer('admin.listLeases', () => HttpResponse.json({ success: false, error: 'x' }, { status: 403 })));
    renderWithApp(<LeasesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.leasesLoadFailed);
  });
});

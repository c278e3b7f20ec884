// @vitest-environment happy-dom
// Held Payments: the held money listed newest first with who paid and what arrived, 'No held payments' when there is
// none, Credit wallet offered only for a member's payment, Fulfil order only for a paid order held for want of stock,
// and a dismissal that needs a note, is sent, and shows the
// resolution once the list is read again.

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminHeldPayment } from '@shared/schemas/held-payments';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { HeldPaymentsPage } from './held-payments-page';

useTestServer();
afterEach(cleanup);

const held = (id: string, overrides: Partial<AdminHeldPayment> = {}): AdminHeldPayment => ({
  id,
  provider: 'coinpayments',
  payment_id: `pay-${id}`,
  order_id: null,
  provider_ref: `CPREF-${id}`,
  purpose: 'top_up',
  contact: 'ada@example.com',
  received_amount: 1500,
  received_at: '2026-11-20T10:00:00.000Z',
  reason: 'The payment had already ended (expired)',
  fulfillable: false,
  creditable: true,
  status: 'held',
  resolution: null,
  buyer_refund: null,
  ...overrides,
});

const page = (items: AdminHeldPayment[], next_cursor: string | null = null) =>
  HttpResponse.json({ success: true, held_payments: items, next_cursor });

/** How the dismissal the test sends reads back. */
const DISMISSED = {
  action: 'dismiss',
  by: 'admin@example.com',
  at: '2026-11-21T10:00:00.000Z',
  note: 'test payment',
  credited_amount: 0,
} as const;

describe('Held Payments', () => {
  it("shows where an anonymous buyer's own refund of the money is (docs/decisions/063)", async () => {
    server.use(
      answer('admin.listHeldPayments', () =>
        page([
          held('7', {
            purpose: 'anonymous_order',
            creditable: false,
            buyer_refund: { state: 'claimed', owed_amount: 2500 },
          }),
        ]),
      ),
    );
    renderWithApp(<HeldPaymentsPage />);
    expect(await screen.findByText('Buyer took $25.00 back as wallet credit: dismiss this hold')).toBeTruthy();
  });

  it("says 'No held payments' when nothing is held", async () => {
    server.use(answer('admin.listHeldPayments', () => page([])));
    renderWithApp(<HeldPaymentsPage />);
    expect(await screen.findByText('No held payments')).toBeTruthy();
  });

  it('lists each held payment with its buyer and amount, offering Credit wallet only where the server would credit it, and Load more', async () => {
    server.use(
      answer('admin.listHeldPayments', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? page([
              held('3', {
                status: 'resolved',
                resolution: {
                  action: 'credit',
                  by: 'admin@example.com',
                  at: '2026-11-21T10:00:00.000Z',
                  note: '',
                  credited_amount: 700,
                },
              }),
            ])
          : page(
              [
                held('1'),
                held('2', { purpose: 'anonymous_order', contact: 'buyer@example.com', creditable: false }),
                held('4', { purpose: 'anonymous_order', order_id: 'order-4', fulfillable: true, creditable: false }),
              ],
              'page-2',
            ),
      ),
    );
    renderWithApp(<HeldPaymentsPage />);
    const member = await screen.findByRole('row', { name: /pay-1/ });
    expect(within(member).getByText('Top-up')).toBeTruthy();
    expect(within(member).getByText('$15.00')).toBeTruthy();
    expect(within(member).getByRole('button', { name: 'Credit wallet' })).toBeTruthy();
    const anonymous = screen.getByRole('row', { name: /pay-2/ });
    expect(within(anonymous).getByText('buyer@example.com')).toBeTruthy();
    expect(within(anonymous).queryByRole('button', { name: 'Credit wallet' })).toBeNull();
    expect(within(anonymous).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(within(anonymous).queryByRole('button', { name: 'Fulfil order' })).toBeNull();
    expect(
      within(screen.getByRole('row', { name: /pay-4/ })).getByRole('button', { name: 'Fulfil order' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const resolved = await screen.findByRole('row', { name: /pay-3/ });
    expect(within(resolved).getByText(/Credit wallet \$7\.00/)).toBeTruthy();
    expect(within(resolved).getByText(/by admin@example\.com/)).toBeTruthy();
    expect(within(resolved).queryByRole('button')).toBeNull();
  });

  it('dismisses a held payment only with a note, says so, and shows the resolution read again', async () => {
    let resolved = false;
    const sent: unknown[] = [];
    server.use(
      answer('admin.listHeldPayments', () =>
        page([
          resolved
            ? held('1', {
                status: 'resolved',
                resolution: DISMISSED,
              })
            : held('1'),
        ]),
      ),
      answer(
        'admin.resolveHeldPayment',
        async ({ request }) => {
          sent.push(await request.json());
          resolved = true;
          return HttpResponse.json({
            success: true,
            held_payment: {
              id: '1',
              status: 'resolved',
              resolution: DISMISSED,
            },
          });
        },
        { id: '1' },
      ),
    );
    renderWithApp(<HeldPaymentsPage />);
    const row = await screen.findByRole('row', { name: /pay-1/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Dismiss' }));
    expect(await within(dialog).findByText('Enter a note')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'test payment' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Dismiss' }));
    expect(await screen.findByText('Held payment resolved: Dismiss')).toBeTruthy();
    expect(sent).toEqual([{ action: 'dismiss', note: 'test payment' }]);
    expect(await screen.findByText('test payment')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /pay-1/ })).queryByRole('button')).toBeNull();
  });
});

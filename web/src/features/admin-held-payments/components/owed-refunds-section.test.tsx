// @vitest-environment happy-dom
// Held Payments' "Money owed to buyers" (docs/decisions/064): each owed amount with its order, reason, amount, state,
// payout and provider reference, flagged when unclaimed 30 days; loading and empty said so; a payout awaiting approval
// is approved or rejected only with a reason, which is sent, toasted, and the list read again.

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOwedRefund, PayoutView } from '@shared/schemas/refunds';
import { answer, failure } from '@/testing/handlers';
import { payoutOf } from '@/testing/refunds';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { OwedRefundsSection } from './owed-refunds-section';

useTestServer();
afterEach(cleanup);

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const TERMS = {
  coin: 'USDT.TRC20',
  network: 'TRC20',
  address: ADDRESS,
  amount_coin: '40.000000',
  fee_coin: '1.000000',
  receive_coin: '39.000000',
};
const payout = (overrides: Partial<PayoutView> = {}) => payoutOf(TERMS, { state: 'awaiting_approval', ...overrides });

const refund = (order: string, overrides: Partial<AdminOwedRefund> = {}): AdminOwedRefund => ({
  order_id: order,
  owed_cents: 4_000,
  reason: 'No code arrived within 15 minutes, so the number was released.',
  state: 'owed',
  owed_at: '2026-11-20T10:00:00.000Z',
  claimed_by: null,
  settled_at: null,
  payout: null,
  unclaimed_30_days: false,
  ...overrides,
});

const page = (refunds: AdminOwedRefund[]) => HttpResponse.json({ success: true, refunds, next_cursor: null });
const table = () => screen.getByRole('table', { name: 'Money owed to buyers' });

describe('Money owed to buyers', () => {
  it('says it is loading, then that nothing is owed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(answer('admin.listRefunds', () => held.then(() => page([]))));
    renderWithApp(<OwedRefundsSection />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    release();
    expect(await screen.findByText('Nothing is owed to buyers')).toBeTruthy();
  });

  it('lists each amount with where it is, the payout and its reference, and flags one unclaimed 30 days', async () => {
    server.use(
      answer('admin.listRefunds', () =>
        page([
          refund('order-owed', { unclaimed_30_days: true }),
          refund('order-credited', { state: 'claimed', claimed_by: 'ada@example.com' }),
          refund('order-paid', {
            state: 'paid',
            payout: payout({ state: 'sent', reference: 'CWD-123', settled_at: '2026-11-21T10:00:00.000Z' }),
          }),
          refund('order-failed', {
            state: 'failed',
            payout: payout({ state: 'failed', failure: 'The provider refused the address.' }),
          }),
        ]),
      ),
    );
    renderWithApp(<OwedRefundsSection />);
    const owed = await within(table()).findByRole('row', { name: /order-owed/ });
    expect(within(owed).getByText('$40.00')).toBeTruthy();
    expect(within(owed).getByText('No code arrived within 15 minutes, so the number was released.')).toBeTruthy();
    expect(within(owed).getByText('Unclaimed 30+ days')).toBeTruthy();
    expect(within(owed).queryByRole('button')).toBeNull();
    expect(within(table()).getByRole('row', { name: /order-credited/ }).textContent).toContain(
      'Credited to ada@example.com',
    );
    const paid = within(table()).getByRole('row', { name: /order-paid/ });
    expect(within(paid).getByText('paid')).toBeTruthy();
    expect(within(paid).getByText('Ref CWD-123')).toBeTruthy();
    expect(paid.textContent).toContain(`39.000000 USDT on TRC20${ADDRESS}`);
    expect(within(paid).queryByText('Unclaimed 30+ days')).toBeNull();
    expect(within(table()).getByRole('row', { name: /order-failed/ }).textContent).toContain(
      'Payout failed: The provider refused the address.',
    );
  });

  it('approves a payout awaiting approval only with a reason, says so and reads the list again', async () => {
    let decided = false;
    const sent: unknown[] = [];
    server.use(
      answer('admin.listRefunds', () =>
        page([
          refund('order-big', {
            state: 'paying',
            payout: payout({ state: decided ? 'sending' : 'awaiting_approval' }),
          }),
        ]),
      ),
      answer(
        'admin.reviewPayout',
        async ({ request }) => {
          sent.push(await request.json());
          decided = true;
          return HttpResponse.json({ success: true, payout: payout({ state: 'sending' }) });
        },
        { order_id: 'order-big' },
      ),
    );
    renderWithApp(<OwedRefundsSection />);
    const row = await within(table()).findByRole('row', { name: /order-big/ });
    expect(row.textContent).toContain('Awaiting approval');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve the payout of order order-big' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout' });
    expect(dialog.textContent).toContain(`Sends $40.00 as 39.000000 USDT on TRC20 to ${ADDRESS} now.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approve' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Known buyer, ticket 42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Approve' }));
    expect(await screen.findByText('Payout approved: it is being sent')).toBeTruthy();
    expect(sent).toEqual([{ action: 'approve', reason: 'Known buyer, ticket 42' }]);
    expect(await within(table()).findByText('Being paid out')).toBeTruthy();
    expect(within(table()).queryByRole('button')).toBeNull();
  });

  it('rejects a payout with a reason, and says a refusal from the server', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('admin.listRefunds', () => page([refund('order-big', { state: 'paying', payout: payout() })])),
      answer(
        'admin.reviewPayout',
        async ({ request }) => {
          sent.push(await request.json());
          return failure(400, 'No payout of this order is awaiting approval.');
        },
        { order_id: 'order-big' },
      ),
    );
    renderWithApp(<OwedRefundsSection />);
    const row = await within(table()).findByRole('row', { name: /order-big/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject the payout of order order-big' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Address on a sanctions list' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Reject' }));
    expect(await screen.findByText('No payout of this order is awaiting approval.')).toBeTruthy();
    expect(sent).toEqual([{ action: 'reject', reason: 'Address on a sanctions list' }]);
    expect(screen.getByRole('dialog', { name: 'Reject payout' })).toBeTruthy();
  });
});

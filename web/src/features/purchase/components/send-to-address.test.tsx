// @vitest-environment happy-dom
// "Send it to my wallet address" on the order page (docs/decisions/064): offered only while the provider pays out; the
// coin and the address are required; an address the provider refuses is said under the field; the confirmation shows
// the address back with the network, the amount, the provider's fee and what arrives, and Send pays out what was
// confirmed; then the page says where the payout is (being sent, waiting for the shop's approval, sent with the
// provider's reference and when) and reads it again until it is sent; a failed payout says why and offers both ways.

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coinOptions } from '@shared/coins';
import type { OwedRefundResponse, PayoutView } from '@shared/schemas/refunds';
import { SessionContext, type Session } from '@/lib/session';
import { answer, answerKeeping, failure } from '@/testing/handlers';
import { payoutOf } from '@/testing/refunds';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { MoneyOwed } from './money-owed';

useTestServer();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const VISITOR: Session = { status: 'anonymous', signIn: () => undefined, logout: async () => undefined };
const ORDER_ID = 'b'.repeat(32);
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TERMS = {
  coin: 'BTC',
  network: 'Bitcoin',
  address: ADDRESS,
  amount_coin: '0.00010500',
  fee_coin: '0.00000500',
  receive_coin: '0.00010000',
};

const payout = (overrides: Partial<PayoutView> = {}) => payoutOf(TERMS, overrides);

const OWED: OwedRefundResponse = {
  success: true,
  owed_cents: 999,
  reason: 'No code arrived within 15 minutes, so the number was released.',
  state: 'owed',
  ways: ['wallet', 'address'],
  provider: 'coinpayments',
  coins: coinOptions('coinpayments'),
  payout: null,
};

const owedAnswer = (overrides: Partial<OwedRefundResponse> = {}) =>
  answer('anonymous.getRefund', () => HttpResponse.json({ ...OWED, ...overrides }));

function renderOwed() {
  return renderWithApp(
    <SessionContext value={VISITOR}>
      <MoneyOwed orderId={ORDER_ID} />
    </SessionContext>,
  );
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Send it to my wallet address' }));
  return {
    coin: screen.getByLabelText('Coin'),
    address: screen.getByLabelText('Your wallet address'),
    check: screen.getByRole('button', { name: 'Check address' }),
  };
}

describe('Send it to my wallet address', () => {
  it('is offered beside the wallet only while the provider pays out', async () => {
    server.use(owedAnswer({ ways: ['wallet'], coins: [] }));
    renderOwed();
    expect(await screen.findByRole('button', { name: 'Create an account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send it to my wallet address' })).toBeNull();
  });

  it('asks for the coin and the address before asking the provider', async () => {
    const asked: unknown[] = [];
    server.use(
      owedAnswer(),
      answerKeeping('refunds.payoutQuote', asked, () => HttpResponse.json({})),
    );
    renderOwed();
    const form = await openForm();
    expect(within(form.coin as HTMLSelectElement).getByRole('option', { name: 'USDT (TRC20)' })).toBeTruthy();
    fireEvent.click(form.check);
    expect(await screen.findByText('Choose a coin.')).toBeTruthy();
    expect(screen.getByText('Enter your wallet address.')).toBeTruthy();
    expect(form.address.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it('says an address the provider refuses under the field, and shows no confirmation', async () => {
    const refused = 'This is not a valid BTC (Bitcoin) address.';
    server.use(
      owedAnswer(),
      answer('refunds.payoutQuote', () => failure(400, refused, { address: refused })),
    );
    renderOwed();
    const form = await openForm();
    fireEvent.change(form.coin, { target: { value: 'BTC' } });
    fireEvent.change(form.address, { target: { value: 'not-an-address' } });
    fireEvent.click(form.check);
    const message = await screen.findByText(refused);
    expect(form.address.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the terms back, sends what was confirmed, then says it is being sent and, read again, sent', async () => {
    const quoted: unknown[] = [];
    const sent: unknown[] = [];
    let now: Partial<OwedRefundResponse> = {};
    server.use(
      answer('anonymous.getRefund', () => HttpResponse.json({ ...OWED, ...now })),
      answerKeeping('refunds.payoutQuote', quoted, () => HttpResponse.json({ success: true, quote: TERMS })),
      answerKeeping('refunds.payout', sent, () => {
        now = { state: 'paying', ways: [], coins: [], payout: payout() };
        return HttpResponse.json({ success: true, state: 'paying', payout: payout() });
      }),
    );
    renderOwed();
    const form = await openForm();
    fireEvent.change(form.coin, { target: { value: 'BTC' } });
    fireEvent.change(form.address, { target: { value: ` ${ADDRESS} ` } });
    fireEvent.click(form.check);

    const confirmation = await screen.findByRole('region', { name: 'Check before sending' });
    expect(quoted).toEqual([{ order_id: ORDER_ID, coin: 'BTC', address: ADDRESS }]);
    expect(document.activeElement?.textContent).toBe('Check before sending');
    expect(within(confirmation).getByText(ADDRESS)).toBeTruthy();
    const terms = confirmation.textContent;
    expect(terms).toContain('NetworkBitcoin');
    expect(terms).toContain('Amount0.00010500 BTC');
    expect(terms).toContain("Provider's fee0.00000500 BTC");
    expect(terms).toContain('You receive0.00010000 BTC');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('$9.99 is being sent')).toBeTruthy();
    expect(sent).toEqual([{ order_id: ORDER_ID, coin: 'BTC', address: ADDRESS }]);
    expect(screen.getByRole('status').textContent).toContain(`0.00010000 BTC to ${ADDRESS} (Bitcoin) is on its way.`);

    // The provider's notice settles it on the server; the page, still open, reads it again and says so.
    now = {
      state: 'paid',
      payout: payout({ state: 'sent', reference: 'CPW-7F3A', settled_at: '2026-11-29T03:05:00.000Z' }),
    };
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('$9.99 was sent to you')).toBeTruthy();
    const done = screen.getByRole('status');
    expect(done.textContent).toContain('CPW-7F3A');
    expect(done.textContent).toContain('29 Nov 2026');
  });

  it('keeps what was typed when the buyer goes back to change the address', async () => {
    server.use(
      owedAnswer(),
      answer('refunds.payoutQuote', () => HttpResponse.json({ success: true, quote: TERMS })),
    );
    renderOwed();
    const form = await openForm();
    fireEvent.change(form.coin, { target: { value: 'BTC' } });
    fireEvent.change(form.address, { target: { value: ADDRESS } });
    fireEvent.click(form.check);
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    const address = await screen.findByLabelText('Your wallet address');
    expect((address as HTMLInputElement).value).toBe(ADDRESS);
    expect(document.activeElement).toBe(address);
  });

  it("says a payout above the limits waits for the shop's approval", async () => {
    server.use(owedAnswer({ state: 'paying', ways: [], coins: [], payout: payout({ state: 'awaiting_approval' }) }));
    renderOwed();
    const waiting = await screen.findByRole('status');
    expect(within(waiting).getByText("Waiting for the shop's approval")).toBeTruthy();
    expect(waiting.textContent).toContain('$9.99');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a payout failed, that it is owed again, and offers both ways again', async () => {
    server.use(
      owedAnswer({
        state: 'failed',
        payout: payout({ state: 'failed', failure: 'Refused by the shop: address on a sanctions list' }),
      }),
    );
    renderOwed();
    const owed = await screen.findByRole('status');
    expect(within(owed).getByText('$9.99 is owed to you')).toBeTruthy();
    expect(owed.textContent).toContain(
      `Sending it to ${ADDRESS} failed: Refused by the shop: address on a sanctions list. It is owed to you again.`,
    );
    expect(within(owed).getByRole('button', { name: 'Create an account' })).toBeTruthy();
    expect(within(owed).getByRole('button', { name: 'Send it to my wallet address' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
// The Add Funds dialog: the spec's top-up messages before any call and nothing sent while invalid; a valid top-up is
// created in cents and followed until completed, which brings the new balance and says how much was added.

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_TOP_UP_WALLET } from '@shared/constants';
import { formatUsd } from '@shared/money';
import { answer, failure, MEMBER, TOP_UP } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { SessionBalance } from '@/testing/session-balance';
import { server, useTestServer } from '@/testing/server';
import { AddFundsDialog } from './add-funds-dialog';

useTestServer();

let topUpRequests: Request[];

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  localStorage.setItem('isLoggedIn', 'true');
  topUpRequests = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/coinpayments.php')) topUpRequests.push(request.clone());
  });
  vi.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openDialog() {
  renderWithApp(
    <>
      <SessionBalance />
      <AddFundsDialog open onClose={() => undefined} quickAmounts={QUICK_TOP_UP_WALLET} />
    </>,
  );
  await screen.findByText(`Balance ${formatUsd(MEMBER.wallet_balance)}`);
}

const dialog = () => within(screen.getByRole('dialog'));
const amountField = () => dialog().getByLabelText<HTMLInputElement>('Amount (USD)');
const addButton = () => dialog().getByRole<HTMLButtonElement>('button', { name: 'Add Funds' });
const coinSelect = () => dialog().getByLabelText<HTMLSelectElement>('Cryptocurrency');

async function typeAmount(value: string) {
  await act(async () => fireEvent.change(amountField(), { target: { value } }));
}

async function choose(provider: 'CoinPayments' | 'NOWPayments') {
  await act(async () => fireEvent.click(dialog().getByRole('radio', { name: new RegExp(provider) })));
}

async function submit() {
  await act(async () => fireEvent.click(addButton()));
}

const alerts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent);

describe('AddFundsDialog', () => {
  it('keeps Add disabled until an amount, a method and a coin are given', async () => {
    await openDialog();
    expect(addButton().disabled).toBe(true);
    await typeAmount('25');
    expect(addButton().disabled).toBe(true);
    expect(coinSelect().disabled).toBe(true);
    await choose('CoinPayments');
    expect(coinSelect().value).toBe('BTC');
    expect(addButton().disabled).toBe(false);
  });

  it.each([
    ['0', 'CoinPayments', 'Please enter a valid amount: it must be more than $0'],
    ['-5', 'CoinPayments', 'Please enter a valid amount: it cannot be negative'],
    ['12.345', 'NOWPayments', 'Please enter a valid amount: use at most two decimals (whole cents)'],
    ['4.99', 'CoinPayments', 'Minimum amount for CoinPayments is $5'],
    ['19.99', 'NOWPayments', 'Minimum amount for NowPayments is $20'],
    ['1000.01', 'CoinPayments', 'The maximum top-up is $1000.00'],
  ] as const)('warns for $%s through %s: %s, and sends nothing', async (amount, provider, message) => {
    await openDialog();
    await typeAmount(amount);
    await choose(provider);
    await submit();
    expect(alerts()).toEqual([expect.stringContaining(message)]);
    expect(topUpRequests).toHaveLength(0);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('marks an amount over the maximum on the field as it is typed and promises no bonus for it', async () => {
    await openDialog();
    await typeAmount('1000000');
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField().getAttribute('aria-describedby')).toContain(amountField().id + '-error');
    expect(dialog().getByText('The maximum top-up is $1000.00')).toBeTruthy();
    expect(dialog().queryByText(/bonus:/)).toBeNull();

    await typeAmount('1000');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    expect(dialog().getByText('+$150.00 bonus: $1150.00 in your wallet')).toBeTruthy();
  });

  it("marks an amount under the chosen method's minimum as soon as the method is chosen", async () => {
    await openDialog();
    await typeAmount('10');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    await choose('NOWPayments');
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(dialog().getByText('Minimum amount for NowPayments is $20')).toBeTruthy();
    await choose('CoinPayments');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's refusal of the amount under the amount field, not as a toast", async () => {
    server.use(
      answer('users.createCoinPaymentsTopUp', () =>
        failure(400, 'Minimum amount for CoinPayments is $5', { amount: 'Minimum amount for CoinPayments is $5' }),
      ),
    );
    await openDialog();
    await typeAmount('25');
    await choose('CoinPayments');
    await submit();
    expect(await dialog().findByText('Minimum amount for CoinPayments is $5')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toEqual([]);
  });

  it('creates the top-up in cents, opens the payment page, follows it every 5 s to completed and shows the new balance', async () => {
    let status = 'pending';
    let balance = MEMBER.wallet_balance;
    server.use(
      answer('users.getCoinPaymentsTopUp', () =>
        HttpResponse.json({
          success: true,
          payment: { ...TOP_UP, status, credited_amount: status === 'completed' ? 10_000 : 0 },
        }),
      ),
      answer('auth.me', () => HttpResponse.json({ success: true, user: { ...MEMBER, wallet_balance: balance } })),
    );
    await openDialog();
    // The clock still moves by itself, so the mocked server's own timers run; the 5 s between polls are skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => fireEvent.click(dialog().getByRole('button', { name: '$100' })));
    expect(amountField().value).toBe('100');
    expect(dialog().getByText(/\+\$15\.00 bonus/)).toBeTruthy();
    await choose('CoinPayments');
    await submit();
    await dialog().findByText('Waiting for your payment');

    const created = topUpRequests.find((request) => request.method === 'POST')!;
    expect(await created.json()).toEqual({ amount: 10_000, currency: 'USD', crypto_currency: 'BTC' });
    expect(window.open).toHaveBeenCalledWith(TOP_UP.payment_url, '_blank', 'noopener');
    expect(screen.getByText('Payment created successfully. Opening payment page...')).toBeTruthy();

    status = 'completed';
    balance = MEMBER.wallet_balance + 10_000;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await dialog().findByText('Payment completed');
    await screen.findByText(`Balance ${formatUsd(balance)}`);
    expect(topUpRequests.filter((request) => request.method === 'GET').map((request) => request.url)).toContain(
      'http://localhost:3000/php-backend/api/users/coinpayments.php?payment_id=pay-1',
    );
    expect(screen.getByText('Successfully added $100.00 to your wallet!')).toBeTruthy();
  });

  it("offers the spec's default coins and says 'Failed to load available cryptocurrencies' when the list fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(answer('users.listAvailableCoins', () => failure(500, 'down')));
    await openDialog();
    await choose('NOWPayments');
    // A 5xx is asked once more, a second later, before the defaults stand in.
    await screen.findAllByRole('alert', {}, { timeout: 3_000 });
    expect([...coinSelect().options].map((option) => option.value)).toEqual(['btc', 'eth', 'ltc', 'usdt', 'usdc']);
    expect(alerts()).toEqual([expect.stringContaining('Failed to load available cryptocurrencies')]);
  });
});

// @vitest-environment happy-dom
// The Add Funds dialog: the spec's top-up messages before any call and nothing sent while invalid; a valid top-up is
// created in cents and followed until completed, which updates the balance and says how much was added.

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coinOptions } from '../../../../../shared/coins';
import { QUICK_TOP_UP_WALLET } from '../../../../../shared/constants';
import { AddFundsDialog } from './add-funds-dialog';

const PAYMENT = {
  payment_id: 'pay-1',
  transaction_id: 'CP-1',
  payment_url: 'https://pay.example/checkout/1',
  checkout_url: 'https://pay.example/checkout/1',
  crypto_address: 'bc1qexample',
  crypto_amount: '0.00153846',
  crypto_currency: 'BTC',
  status: 'pending',
  amount: 10_000,
  credited_amount: 0,
  provider: 'coinpayments',
};

let container: HTMLElement;
let root: Root;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let toasts: { message: string; type: string }[];
let balanceUpdates: number;
let topUpStatus: string;
let coinsAnswer: { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The requests that start or read a top-up (everything but the coin list). */
const topUpCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).includes('available-coins'));

const onToast = (event: Event) => toasts.push((event as CustomEvent).detail);
const onBalance = () => (balanceUpdates += 1);

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  toasts = [];
  balanceUpdates = 0;
  topUpStatus = 'pending';
  coinsAnswer = {
    status: 200,
    body: { success: true, coinpayments: coinOptions('coinpayments'), nowpayments: coinOptions('nowpayments') },
  };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('available-coins')) return json(coinsAnswer.status, coinsAnswer.body);
    if (init?.method === 'POST') return json(201, { success: true, ...PAYMENT });
    return json(200, {
      success: true,
      payment: { ...PAYMENT, status: topUpStatus, credited_amount: topUpStatus === 'completed' ? 10_000 : 0 },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'open').mockImplementation(() => null);
  window.addEventListener('showToast', onToast);
  window.addEventListener('balanceUpdated', onBalance);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  window.removeEventListener('showToast', onToast);
  window.removeEventListener('balanceUpdated', onBalance);
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDialog() {
  await act(async () =>
    root.render(<AddFundsDialog open onClose={() => undefined} quickAmounts={QUICK_TOP_UP_WALLET} />),
  );
}

const amountField = () => container.querySelector<HTMLInputElement>('input[name="amount"]')!;
const addButton = () => [...container.querySelectorAll('button')].find((button) => button.textContent === 'Add Funds')!;
const radio = (provider: string) =>
  container.querySelector<HTMLInputElement>(`input[type="radio"][value="${provider}"]`)!;
const coinSelect = () => container.querySelector<HTMLSelectElement>('select[name="coin"]')!;

async function typeAmount(value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(amountField(), value);
    amountField().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function choose(provider: string) {
  await act(async () => radio(provider).click());
}

async function submit() {
  await act(async () => addButton().click());
}

describe('AddFundsDialog', () => {
  it('keeps Add disabled until an amount, a method and a coin are given', async () => {
    await openDialog();
    expect(addButton().disabled).toBe(true);
    await typeAmount('25');
    expect(addButton().disabled).toBe(true);
    expect(coinSelect().disabled).toBe(true);
    await choose('coinpayments');
    expect(coinSelect().value).toBe('BTC');
    expect(addButton().disabled).toBe(false);
  });

  it.each([
    ['0', 'coinpayments', 'Please enter a valid amount'],
    ['-5', 'coinpayments', 'Please enter a valid amount'],
    ['12.345', 'nowpayments', 'Please enter a valid amount'],
    ['4.99', 'coinpayments', 'Minimum amount for CoinPayments is $5'],
    ['19.99', 'nowpayments', 'Minimum amount for NowPayments is $20'],
    ['1000.01', 'coinpayments', 'The maximum top-up is $1000.00'],
  ])('warns for $%s through %s: %s, and sends nothing', async (amount, provider, message) => {
    await openDialog();
    await typeAmount(amount);
    await choose(provider);
    await submit();
    expect(toasts).toEqual([{ message, type: 'warning' }]);
    expect(topUpCalls()).toHaveLength(0);
    expect(window.open).not.toHaveBeenCalled();
  });

  it('creates the top-up in cents, opens the payment page and follows it to completed', async () => {
    vi.useFakeTimers();
    await openDialog();
    await act(async () =>
      [...container.querySelectorAll('button')].find((button) => button.textContent === '$100')!.click(),
    );
    expect(amountField().value).toBe('100');
    expect(container.textContent).toContain('+$15.00 bonus');
    await choose('coinpayments');
    await submit();

    const [url, init] = topUpCalls()[0]!;
    expect(url).toBe('/php-backend/api/users/coinpayments.php');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 10_000, currency: 'USD', crypto_currency: 'BTC' });
    expect(window.open).toHaveBeenCalledWith(PAYMENT.payment_url, '_blank', 'noopener');
    expect(toasts).toContainEqual({
      message: 'Payment created successfully. Opening payment page...',
      type: 'success',
    });
    expect(container.querySelector('[data-testid="status-title"]')?.textContent).toBe('Waiting for your payment');
    expect(balanceUpdates).toBe(0);

    topUpStatus = 'completed';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(topUpCalls().at(-1)?.[0]).toBe('/php-backend/api/users/coinpayments.php?payment_id=pay-1');
    expect(container.querySelector('[data-testid="status-title"]')?.textContent).toBe('Payment completed');
    expect(balanceUpdates).toBe(1);
    expect(toasts).toContainEqual({ message: 'Successfully added $100.00 to your wallet!', type: 'success' });
  });

  it("offers the spec's default coins and says 'Failed to load available cryptocurrencies' when the list fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    coinsAnswer = { status: 500, body: { success: false, error: 'down' } };
    await openDialog();
    await choose('nowpayments');
    expect([...coinSelect().options].map((option) => option.value)).toEqual(['btc', 'eth', 'ltc', 'usdt', 'usdc']);
    expect(toasts).toEqual([{ message: 'Failed to load available cryptocurrencies', type: 'error' }]);
  });
});

// @vitest-environment happy-dom
// A panel saying an order's money is kept tells the buyer to take it back below when the order owes it to them
// (docs/decisions/063, 064), says where it went once taken, and sends them to support only when nothing is owed.

import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { coinOptions } from '@shared/coins';
import type { OwedRefundResponse } from '@shared/schemas/refunds';
import { answer, failure } from '@/testing/handlers';
import { payoutOf } from '@/testing/refunds';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { KeptMoneyNote, KeptMoneyPanel } from './kept-money-note';

useTestServer();
afterEach(cleanup);

const ORDER_ID = 'c'.repeat(32);
const OWED: OwedRefundResponse = {
  success: true,
  owed_cents: 1_250,
  reason: 'Less than the price arrived before the payment ended, so nothing was issued.',
  state: 'owed',
  ways: ['wallet', 'address'],
  provider: 'nowpayments',
  coins: coinOptions('nowpayments'),
  payout: null,
};

const note = () =>
  renderWithApp(<KeptMoneyNote orderId={ORDER_ID}>Contact support quoting your order ID.</KeptMoneyNote>);

describe('the kept money note', () => {
  it('points to the ways below while the money is owed', async () => {
    server.use(answer('anonymous.getRefund', () => HttpResponse.json(OWED)));
    note();
    expect(await screen.findByText(/take it back below, as wallet credit or to your own wallet address/)).toBeTruthy();
    expect(screen.queryByText(/Contact support/)).toBeNull();
  });

  it('says where it went is below once it was paid back', async () => {
    server.use(answer('anonymous.getRefund', () => HttpResponse.json({ ...OWED, state: 'paid', ways: [] })));
    note();
    expect(await screen.findByText('The money was kept for you: where it went is said below.')).toBeTruthy();
  });

  it('keeps the panel’s own words when nothing is owed to the buyer', async () => {
    server.use(answer('anonymous.getRefund', () => failure(404, 'Nothing is owed for this order.')));
    note();
    expect(await screen.findByText('Contact support quoting your order ID.')).toBeTruthy();
  });

  it.each([
    ['owed', 'Your payment is kept for you'],
    ['failed', 'Your payment is kept for you'],
    ['paying', 'Your payment is on its way back to you'],
    ['paid', 'Your payment was returned to you'],
    ['claimed', 'Your payment was returned to you'],
  ] as const)('titles its panel by where the money is: %s', async (state, title) => {
    server.use(answer('anonymous.getRefund', () => HttpResponse.json({ ...OWED, state })));
    renderWithApp(<KeptMoneyPanel orderId={ORDER_ID}>The money.</KeptMoneyPanel>);
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('says a payout above the limits waits for the shop’s approval', async () => {
    const terms = {
      coin: 'BTC',
      network: 'Bitcoin',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount_coin: '0.00020000',
      fee_coin: '0.00001000',
      receive_coin: '0.00019000',
    };
    const payout = payoutOf(terms, { state: 'awaiting_approval' });
    server.use(answer('anonymous.getRefund', () => HttpResponse.json({ ...OWED, state: 'paying', ways: [], payout })));
    renderWithApp(<KeptMoneyPanel orderId={ORDER_ID}>The money.</KeptMoneyPanel>);
    expect(await screen.findByText('Your payment’s return waits for the shop’s approval')).toBeTruthy();
  });
});

// Anonymous orders that end owing their buyer money (docs/decisions/063), for the journeys that take it back: a one-time
// order paid in full at the CoinPayments simulator, its number shown, then no code in its 900 s (the runtime's clock
// moved past them) and the buyer back on the order; or an eSIM paid half at the NOWPayments simulator, whose payment
// then expires. Each ends on the order, where the amount owed and the ways to take it are shown.

import { expect, type Locator, type Page } from '@playwright/test';
import { ONE_TIME_ORDER_HOLD_S } from '../../shared/constants';
import { orderIdOf } from './on-screen';
import { anonymousCheckout, chooseAndLeave, landingPanel, paymentPageOpenedBy } from './support';

const CONFIRMATION = { timeout: 20_000 };
/** The order's end is found by the next status check (every 3 s), then what it owes is asked for (every 5 s). */
const ENDED = { timeout: 30_000 };

export async function anonymousOrderOwed(page: Page): Promise<{ orderId: string; order: Locator; owed: Locator }> {
  await page.goto('/');
  const checkout = await anonymousCheckout(page);
  await chooseAndLeave(checkout, 'Pay in full');
  const order = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(order.getByRole('heading', { name: 'Phone Number Ready' })).toBeVisible(CONFIRMATION);
  const orderId = (await orderIdOf(order).textContent())!;

  // The 900 s pass in the runtime's time, and its expiry job with them.
  const passed = (ONE_TIME_ORDER_HOLD_S + 120) * 1000;
  expect((await page.request.post('/_sim/clock/api', { data: { advance_ms: passed } })).ok()).toBe(true);
  // The buyer comes back to the order later (the browser's own clock has not moved with the runtime's).
  await page.reload();
  const owed = order.getByRole('status').filter({ hasText: 'is owed to you' });
  await expect(owed).toContainText('$9.99 is owed to you', ENDED);
  await expect(owed).toContainText('No code arrived within 15 minutes, so the number was released.');
  return { orderId, order, owed };
}

/** The part-paid eSIM's order and what it owes: half its $25.00 price arrived before the payment expired. */
export async function anonymousEsimOwed(page: Page): Promise<{ order: Locator; owed: Locator }> {
  const panel = await landingPanel(page, 'Buy Number');
  await panel.getByRole('button', { name: 'Buy Anonymous' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay with crypto' });
  const checkout = await paymentPageOpenedBy(page.context(), () =>
    pay.getByRole('button', { name: 'Start Payment' }).click(),
  );
  const checkoutUrl = checkout.url();
  // Half is paid at NOWPayments (which sends the payer back to the order), then the payment expires with it.
  await checkout.getByRole('button', { name: 'Underpay (half)' }).click();
  await checkout.goto(checkoutUrl);
  await chooseAndLeave(checkout, 'Let it expire');
  const order = page.getByRole('dialog', { name: 'Payment not completed' });
  const owed = order.getByRole('status').filter({ hasText: 'is owed to you' });
  await expect(owed).toContainText('$12.50 is owed to you', ENDED);
  await expect(owed).toContainText('Less than the price arrived before the payment ended, so nothing was issued.');
  return { order, owed };
}

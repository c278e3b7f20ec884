// Money that arrives short (docs/decisions/038, 051): an anonymous buyer pays half at the provider, which then ends the
// payment (CoinPayments' -1 with half the money). The tab the provider sends the buyer back to shows the order's page
// with what happened, as the tab that started the order does: what arrived, that it is kept and taken back on the page
// (docs/decisions/063), and no payment page; the ledger check counts the payment as held; an admin finds it by the order ID in
// Order Management and on Held Payments.

import { expect, test } from '@playwright/test';
import { anonymousCheckout, promoteToAdmin, registerThroughDialog, runOps, uniqueEmail } from './support';
import { orderIdOf, statusTitle } from './on-screen';

const SHOTS = '/tmp/offpath-shots';
/** The provider's signed notification is applied, then found by the next 5-second status check. */
const CONFIRMATION = { timeout: 20_000 };
const KEPT =
  '$4.99 of the $9.99 price arrived, but the payment was cancelled before it was complete, so nothing was issued for this order.';

test.describe.configure({ timeout: 120_000 });

test("an anonymous order paid half at the provider: the tab it returns to and the order's tab tell one story", async ({
  page,
  browser,
}) => {
  const checkout = await anonymousCheckout(page);
  const progress = page.getByRole('dialog', { name: 'Complete your payment' });
  const orderId = (await orderIdOf(progress).textContent())!;

  // The buyer underpays at the provider, which ends the payment and sends them back (its cancel address).
  await checkout.getByRole('button', { name: 'Underpay (half)' }).click();
  await expect(checkout).toHaveURL(new RegExp(`/\\?order_id=${orderId}$`));
  const returned = checkout.getByRole('dialog', { name: 'Payment not completed' });
  await expect(statusTitle(returned, 'Your payment is kept for you')).toBeVisible(CONFIRMATION);
  await expect(returned).toContainText(KEPT);
  await expect(orderIdOf(returned)).toHaveText(orderId);
  await expect(checkout.getByText('Payment was cancelled', { exact: true })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await checkout.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await checkout.screenshot({ path: `${SHOTS}/underpay-return-${width}.png` });
  }
  await checkout.close();

  // The tab that started the order says the same, never "Partly paid".
  const ended = page.getByRole('dialog', { name: 'Payment not completed' });
  await expect(statusTitle(ended, 'Your payment is kept for you')).toBeVisible(CONFIRMATION);
  await expect(ended).toContainText(KEPT);
  await expect(ended).toContainText(
    'The money is kept for you: take it back below, as wallet credit or to your own wallet address.',
  );
  await expect(orderIdOf(ended)).toHaveText(orderId);
  await expect(ended.getByRole('link', { name: 'contact support' })).toHaveCount(0);
  await expect(ended).not.toContainText('payment page');
  await expect(ended.getByRole('link', { name: /payment page/i })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/order-kept-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/order-kept-390.png` });

  // A reload, or the link in another browser, tells the same.
  await page.reload();
  await expect(statusTitle(ended, 'Your payment is kept for you')).toBeVisible({ timeout: 15_000 });

  const checked = runOps('ledger:check');
  expect(checked.stdout).toMatch(/Held for an operator \(payments:held\): [1-9]\d* payments, \$\d/);
  const held = runOps('payments:held', '50');
  const line = held.stdout.split('\n').find((entry) => entry.includes('received $4.99'))!;
  expect(line).toContain('arrived, then the payment was cancelled');

  const admin = await (await browser.newContext()).newPage();
  const adminEmail = uniqueEmail('support');
  await registerThroughDialog(admin, adminEmail, 'Support Desk');
  await promoteToAdmin(admin.request, adminEmail);
  await admin.goto('/admin');
  const nav = admin.getByRole('navigation', { name: 'Admin area' });
  await nav.getByRole('link', { name: 'Order Management' }).click();
  const search = admin.getByRole('searchbox', { name: 'Search by order ID, user or email' });
  await search.fill(orderId);
  await search.press('Enter');
  const found = admin.getByRole('row', { name: new RegExp(orderId) });
  await expect(found.getByText('Payment held for support', { exact: true })).toBeVisible();
  await expect(found).toContainText('$9.99');
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `${SHOTS}/orders-lookup-${width}.png`, fullPage: true });
  }

  await nav.getByRole('link', { name: 'Held Payments' }).click();
  const row = admin.getByRole('row', { name: new RegExp(`Order ${orderId}`) });
  await expect(row).toContainText('$4.99');
  await expect(row).toContainText('Anonymous order');
  await expect(row).toContainText(/Ref CPSIM[0-9A-F]+/);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: `${SHOTS}/held-payments-1280.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${SHOTS}/held-payments-390.png`, fullPage: true });

  // The provider's reference the buyer sees at the provider finds the order too.
  await admin.setViewportSize({ width: 1280, height: 900 });
  const providerRef = /Ref (CPSIM[0-9A-F]{12})/.exec((await row.textContent())!)![1]!;
  await nav.getByRole('link', { name: 'Order Management' }).click();
  await search.fill(providerRef);
  await search.press('Enter');
  await expect(found.getByText('Payment held for support', { exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Held Payments' }).click();
  await row.getByRole('button', { name: 'Refund noted' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Refunded $4.99 to the sending address');
  await dialog.getByRole('button', { name: /^Confirm/ }).click();
  await expect(row.getByRole('button')).toHaveCount(0);
});

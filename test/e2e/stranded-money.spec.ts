// Money that arrives short (docs/decisions/038): an anonymous buyer pays half, then the payment ends. The order's page
// says what arrived, that it is kept and to contact support with the order ID, and offers no payment page; the ledger
// check counts the payment as held; an admin finds it by the order ID in Order Management and on Held Payments.

import { expect, test, type Page } from '@playwright/test';
import { anonymousCheckout, promoteToAdmin, registerThroughDialog, runOps, uniqueEmail } from './support';
import { orderIdOf, statusTitle } from './on-screen';

const SHOTS = '/tmp/offpath-shots';
/** The provider's signed notification is applied, then found by the next 5-second status check. */
const CONFIRMATION = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

async function outcomeAtSimulator(page: Page, checkoutUrl: string, outcome: 'underpay' | 'expire') {
  const reply = await page.request.post(checkoutUrl, { form: { outcome }, maxRedirects: 0 });
  expect(reply.status()).toBe(303);
}

test('an anonymous order paid half, then expired: the page says the money is kept, the ledger holds it, an admin finds it', async ({
  page,
  browser,
}) => {
  const checkout = await anonymousCheckout(page);
  const checkoutUrl = checkout.url();
  await checkout.close();

  const progress = page.getByRole('dialog', { name: 'Complete your payment' });
  const orderId = (await orderIdOf(progress).textContent())!;
  await outcomeAtSimulator(page, checkoutUrl, 'underpay');
  await expect(statusTitle(progress, 'Partly paid')).toBeVisible(CONFIRMATION);

  await outcomeAtSimulator(page, checkoutUrl, 'expire');
  const ended = page.getByRole('dialog', { name: 'Payment not completed' });
  await expect(statusTitle(ended, 'Your payment is kept for you')).toBeVisible(CONFIRMATION);
  await expect(ended).toContainText(
    '$4.99 of the $9.99 price arrived, but the payment was cancelled before it was complete, so nothing was issued for this order.',
  );
  await expect(ended).toContainText('The money is kept. To get it back, contact support quoting your order ID below.');
  await expect(orderIdOf(ended)).toHaveText(orderId);
  await expect(ended.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/contact');
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

  await admin.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: 'Refund noted' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Refunded $4.99 to the sending address');
  await dialog.getByRole('button', { name: /^Confirm/ }).click();
  await expect(row.getByRole('button')).toHaveCount(0);
});

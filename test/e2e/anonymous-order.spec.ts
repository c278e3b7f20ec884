// An anonymous buyer's order outlives the page (docs/decisions/023): kept in the browser and in the address, it reopens
// at its current view on reload, its link brings it back in another browser, an unknown id says 'Order not found', and
// the eSIM is handed over with its activation code as text, Copy and a download of its QR image.

import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { sendFromSimulator } from './support';
import { countdown, currentCode, currentNumber, orderIdOf, orderLink, statusTitle } from './on-screen';

/** The payment is confirmed by the provider's signed notification, then found by the next 5-second status check. */
const CONFIRMATION = { timeout: 20_000 };
/** A reloaded page hydrates, loads the dialog's chunk and asks the server before the order's view is back. */
const REOPENED = { timeout: 15_000 };

test.describe.configure({ timeout: 90_000 });

/** Starts an anonymous purchase from the landing page's SMS panel and returns the payment page it opens. */
async function startAnonymousPurchase(
  page: Page,
  context: BrowserContext,
  choose: (panel: ReturnType<Page['locator']>) => Promise<void>,
): Promise<Page> {
  await page.goto('/');
  await choose(page.locator('#sms-panel'));
  const opened = context.waitForEvent('page');
  await page.getByRole('dialog', { name: 'Pay with crypto' }).getByRole('button', { name: 'Start Payment' }).click();
  const checkout = await opened;
  await checkout.waitForLoadState();
  return checkout;
}

/** The order this browser keeps to reopen. */
const keptOrder = (page: Page) => page.evaluate(() => localStorage.getItem('anonymousOrder'));

/** The order link shown beside the order, opened in a browser that has never seen the order. */
async function openLinkElsewhere(browser: Browser, dialog: ReturnType<Page['getByRole']>) {
  const link = (await orderLink(dialog).textContent())!;
  const elsewhere = await browser.newContext();
  const fresh = await elsewhere.newPage();
  await fresh.goto(link);
  return { fresh, elsewhere };
}

test('an anonymous one-time order reopens at its current view after each reload, and its link brings it back elsewhere', async ({
  page,
  context,
  browser,
}) => {
  const checkout = await startAnonymousPurchase(page, context, async (panel) => {
    await panel.getByRole('button', { name: /WhatsApp/ }).click();
    await panel.getByRole('button', { name: 'Buy Now' }).click();
  });
  const progress = page.getByRole('dialog', { name: 'Complete your payment' });
  const orderId = (await orderIdOf(progress).textContent())!;
  expect(orderId).toMatch(/^[0-9a-f]{32}$/);
  await expect(page).toHaveURL(new RegExp(`\\?order_id=${orderId}$`));
  await expect(orderLink(progress)).toHaveText(new RegExp(`/\\?order_id=${orderId}$`));

  // Waiting for the payment: a reload comes back to the same order.
  await page.reload();
  await expect(statusTitle(progress, 'Waiting for your payment')).toBeVisible(REOPENED);
  await expect(orderIdOf(progress)).toHaveText(orderId);

  await checkout.getByRole('button', { name: 'Pay in full' }).click();
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(paid.getByRole('heading', { name: 'Phone Number Ready' })).toBeVisible(CONFIRMATION);
  const number = (await currentNumber(paid).textContent())!;

  // Waiting for the SMS: the same number and its countdown come back, from the address or from the browser alone.
  await page.reload();
  await expect(currentNumber(paid)).toHaveText(number, REOPENED);
  await expect(countdown(paid)).toHaveText(/^1[45]:\d\d$/);
  await page.goto('/');
  await expect(currentNumber(paid)).toHaveText(number, REOPENED);
  await expect(page).toHaveURL(new RegExp(`\\?order_id=${orderId}$`));

  // Closing an unfinished order only hides it.
  await paid.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(paid).toBeHidden();
  await page.getByRole('button', { name: 'Order in progress Show' }).click();

  await sendFromSimulator(page, number, 'Your WhatsApp code: 424-242');
  await expect(currentCode(paid)).toHaveText('424242', { timeout: 10_000 });
  await page.reload();
  await expect(paid.getByRole('heading', { name: 'SMS Received Successfully' })).toBeVisible(REOPENED);
  await expect(currentCode(paid)).toHaveText('424242');

  const { fresh, elsewhere } = await openLinkElsewhere(browser, paid);
  const there = fresh.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(currentNumber(there)).toHaveText(number, REOPENED);
  await expect(currentCode(there)).toHaveText('424242');
  await elsewhere.close();

  // A finished order is forgotten when its dialog closes.
  await paid.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(paid).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await keptOrder(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("an order link with an id the server does not know says 'Order not found' at once", async ({ page }) => {
  await page.goto(`/?order_id=${'0'.repeat(32)}`);
  const dialog = page.getByRole('dialog', { name: MESSAGES.orderNotFound });
  await expect(dialog).toContainText(`No order has the ID ${'0'.repeat(32)}`, REOPENED);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await keptOrder(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A mangled link (an id no order can have) ends the same way.
  await page.goto(`/?order_id=${'x'.repeat(80)}`);
  await expect(page.getByRole('dialog', { name: MESSAGES.orderNotFound })).toBeVisible(REOPENED);
});

test('an anonymous eSIM is handed over with its activation code to copy, its QR to download, and the link to keep', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const checkout = await startAnonymousPurchase(page, context, async (panel) => {
    await panel.getByRole('tab', { name: 'Buy Number' }).click();
    await panel.getByRole('button', { name: 'Buy Anonymous' }).click();
  });
  await checkout.getByRole('button', { name: 'Pay in full' }).click();
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  const details = paid.getByRole('region', { name: 'UK eSIM: QR Code & Details' });
  await expect(details.getByRole('img', { name: 'eSIM QR code' })).toBeVisible(CONFIRMATION);

  await expect(details).toContainText('Keep your order link');
  await expect(details).not.toContainText('are lost');
  const code = details.getByRole('definition').filter({ hasText: 'LPA:1$' });
  const activationCode = (await code.textContent())!.replace(/Copy.*$/, '');
  expect(activationCode).toMatch(/^LPA:1\$[^$]+\$[^$]+$/);
  await code.getByRole('button', { name: /Copy/ }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(activationCode);

  const downloading = page.waitForEvent('download');
  await details.getByRole('link', { name: 'Download QR code' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^uk-esim-44\d{10}-qr\.png$/);
  const png = await readFile((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');

  // The details are not lost on close or reload: the link brings them back, in any browser.
  await page.reload();
  await expect(details.getByRole('definition').filter({ hasText: activationCode })).toBeVisible(REOPENED);
  const { fresh, elsewhere } = await openLinkElsewhere(browser, paid);
  await expect(
    fresh
      .getByRole('region', { name: 'UK eSIM: QR Code & Details' })
      .getByRole('definition')
      .filter({ hasText: activationCode }),
  ).toBeVisible(REOPENED);
  await elsewhere.close();
});

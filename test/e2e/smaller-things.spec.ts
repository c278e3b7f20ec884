// Issue 33's smaller things, as they look at a phone's and a desktop's width: the back office's Orders table fits its
// card at 1280 px; a service's button is named by the service alone; an anonymous buyer is told, before paying and
// while the number waits, what happens if no code arrives in 15 minutes, and the Refund Policy says it; the member
// dashboard's cards say what changed instead of 'N/A'.

import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import {
  anonymousCheckout,
  landingPanel,
  memberWithOneTimeNumber,
  openOneTimePayment,
  promoteToAdmin,
  registerThroughDialog,
  uniqueEmail,
} from './support';

const SHOTS = process.env.E2E_SHOTS;

/** The screen at a phone's and a desktop's width; the whole page only when asked. */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
}

test("the back office's Orders table fits its card at 1280 px and scrolls inside it on a phone", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A member's order, so the table has a row of every column.
  const member = await (await browser.newContext()).newPage();
  await memberWithOneTimeNumber(member, 'orders-width');

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const adminEmail = uniqueEmail('orders-admin');
  await registerThroughDialog(page, adminEmail, 'Orders Admin');
  await promoteToAdmin(page.request, adminEmail);
  await page.goto('/admin/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  /** The table's width, its scroller's and its card's, and how far the card reaches past the page's main area. */
  const measure = () =>
    table.evaluate((element) => {
      const scroller = element.parentElement!;
      const card = scroller.closest('.rounded-2xl')!;
      const main = element.closest('main')!;
      return {
        table: element.scrollWidth,
        scroller: scroller.clientWidth,
        scrolls: scroller.scrollWidth > scroller.clientWidth,
        cardPastMain: card.getBoundingClientRect().right - main.getBoundingClientRect().right,
        pagePastViewport: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
  const fitsAt1280 = async () => {
    const wide = await measure();
    expect(wide.table).toBeLessThanOrEqual(wide.scroller);
    expect(wide.scrolls).toBe(false);
    expect(wide.cardPastMain).toBeLessThanOrEqual(0);
    expect(wide.pagePastViewport).toBeLessThanOrEqual(0);
  };
  // The list as loaded: a member's order with its holder's email and number.
  await fitsAt1280();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-orders-list-1280.png` });
  // The widest row: an anonymous order (its 32-character id and the 'anonymous' holder) looked up with its payment.
  const checkout = await page.request.get(
    '/php-backend/api/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
  );
  const { order_id: orderId } = (await checkout.json()) as { order_id: string };
  const search = page.getByLabel('Search by order ID, user or email');
  await search.fill(orderId);
  await search.press('Enter');
  await expect(table.getByRole('row', { name: new RegExp(orderId) })).toContainText('Payment pending');

  await fitsAt1280();

  await page.setViewportSize({ width: 390, height: 900 });
  const narrow = await measure();
  // On a phone the table scrolls inside its card; the card and the page stay within the screen.
  expect(narrow.cardPastMain).toBeLessThanOrEqual(0);
  expect(narrow.pagePastViewport).toBeLessThanOrEqual(0);
  await shoot(page, 'admin-orders', true);
});

test("a service's button is named by the service, not by its letter badge", async ({ page }) => {
  const panel = await landingPanel(page);
  const whatsapp = panel.getByRole('button', { name: 'WhatsApp', exact: true });
  await expect(whatsapp).toHaveAccessibleDescription('$9.99');
  await whatsapp.click();
  await expect(whatsapp).toHaveAttribute('aria-pressed', 'true');
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'service-grid');
  await panel.getByRole('button', { name: 'All Other Services' }).click();
  const picker = page.getByRole('dialog', { name: 'All Other Services' });
  await expect(picker.getByRole('button', { name: 'Coinbase', exact: true })).toHaveAccessibleDescription('$7.99');
  await shoot(page, 'service-picker');
});

test('an anonymous buyer is told what happens if no code arrives, before paying and while waiting; so is the Refund Policy', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The Refund Policy first: once an order is bought, its dialog comes back on every page of the site (record 023).
  await page.goto('/refund-policy');
  await expect(page.getByRole('region', { name: '1. When we refund' })).toContainText(
    'A one-time number waits 15 minutes for its code.',
  );
  await shoot(page, 'refund-policy', true);

  const dialog = await openOneTimePayment(page, 'WhatsApp');
  await expect(dialog.getByText(MESSAGES.anonymousNoCode)).toBeVisible();
  await shoot(page, 'no-code-before-paying');
  await page.setViewportSize({ width: 1280, height: 900 });

  const checkout = await anonymousCheckout(page);
  await checkout.getByRole('button', { name: 'Pay in full' }).click();
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(paid.getByRole('heading', { name: 'Phone Number Ready' })).toBeVisible({ timeout: 20_000 });
  await expect(paid.getByText(MESSAGES.anonymousNoCode)).toBeVisible();
  await shoot(page, 'no-code-while-waiting');
});

test("the member dashboard's cards say what changed, not 'N/A'", async ({ page }) => {
  test.setTimeout(60_000);
  await memberWithOneTimeNumber(page, 'dashboard-notes');
  await page.goto('/dashboard');
  const note = (label: string) =>
    page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[2]');
  await expect(note('Total Orders')).toHaveText('+1 in the last 30 days');
  await expect(note('Active Leases')).toHaveText('None ending within 7 days');
  // The $20.00 top-up and the $9.99 number.
  await expect(note('Wallet Balance')).toHaveText('+$10.01 in the last 30 days');
  await expect(note('API Calls Today')).toHaveText('Since 00:00 UTC');
  await expect(page.getByText('N/A', { exact: true })).toHaveCount(0);
  await shoot(page, 'dashboard-cards');
});

// The Wallet screen as a member sees it: a refund listed as Refund and kept out of Total Deposited, and the member
// sidebar's white column reaching the bottom of the long page on a desktop.

import { expect, test, type Page } from '@playwright/test';
import { fundMember, memberWithOneTimeNumber, registerThroughDialog, uniqueEmail } from './support';
import { walletBalance } from './on-screen';

const DESKTOP = { width: 1280, height: 800 };

/** A member who bought a one-time WhatsApp number and changed service, which cancels and refunds it. */
async function memberWithARefund(page: Page): Promise<void> {
  await memberWithOneTimeNumber(page, 'refund');
  await expect(walletBalance(page)).toHaveText('$10.01');
  await page.getByRole('button', { name: /^Telegram/ }).click();
  await page.getByRole('dialog', { name: 'Change Service?' }).getByRole('button', { name: 'Change service' }).click();
  await expect(walletBalance(page)).toHaveText('$20.00');
}

test('a refund is listed as Refund and is not counted in Total Deposited', async ({ page }) => {
  await memberWithARefund(page);
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Wallet' }).click();

  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  const types = await table.locator('tbody tr td:first-child > span:first-child').allTextContents();
  expect(types).toEqual(['Refund', 'Purchase', 'Deposit']);
  await expect(table.getByRole('row', { name: /^Refund/ })).toContainText('+$9.99');
  await expect(table.getByRole('row', { name: /^Purchase/ })).toContainText('-$9.99');

  const stat = (label: string) =>
    page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
  await expect(stat('Total Deposited')).toHaveText('$20.00');
  await expect(stat('Total Spent')).toHaveText('$0.00');
  await expect(stat('Transactions')).toHaveText('3');
});

test("the member sidebar's white column reaches the bottom of a long page on a desktop", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await memberWithARefund(page);
  await page.goto('/wallet');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);

  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(DESKTOP.height);
  await page.screenshot({ path: 'test-results/wallet-sidebar-desktop.png', fullPage: true });

  // Scrolled to the end, the sidebar still covers the window from top to bottom.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sidebar = page.getByRole('complementary');
  const box = (await sidebar.boundingBox())!;
  expect(box.y).toBeLessThanOrEqual(0);
  expect(box.y + box.height).toBeGreaterThanOrEqual(DESKTOP.height);
  await expect(
    page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Wallet' }),
  ).toBeInViewport();
  await page.screenshot({ path: 'test-results/wallet-sidebar-desktop-scrolled.png' });
  // And in the page as a whole (a full-page capture, printing), it is as tall as the page.
  const extent = await sidebar.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
  expect(extent.bottom - Math.max(extent.top, 0)).toBeGreaterThanOrEqual(pageHeight - 1);
});

test("coming back from the payment page with no top-up followed in this browser says 'Funds added successfully!'", async ({
  page,
}) => {
  await registerThroughDialog(page, uniqueEmail('funds-added'));
  await fundMember(page, 2_500);
  // The top-up was started in another browser: this one only has the provider's return address.
  await page.goto('/wallet?payment=success');
  await expect(page.getByRole('status').filter({ hasText: 'Funds added successfully!' })).toBeVisible();
  await expect(walletBalance(page)).toHaveText('$25.00');
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('dialog', { name: 'Add Funds' })).toHaveCount(0);
});

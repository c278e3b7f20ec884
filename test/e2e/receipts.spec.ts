// Receipts and exports in the browser (docs/decisions/040): a funded member buys a one-time number, opens its receipt
// from the wallet's transactions, prints it to PDF with Chromium (and as print media, where only the receipt shows),
// opens the same receipt from the order's row, and saves the day's transactions as CSV and reads it back; an anonymous
// buyer's paid order links its receipt; the back office exports a list as its search selects it.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseCsv } from '../support/csv';
import {
  anonymousCheckout,
  memberWithOneTimeNumber,
  promoteToAdmin,
  registerThroughDialog,
  uniqueEmail,
} from './support';
import { orderIdOf, walletBalance } from './on-screen';

const OUT = path.resolve(import.meta.dirname, '../../test-results');

test('a member prints a purchase receipt and exports their transactions as CSV', async ({ page }) => {
  await memberWithOneTimeNumber(page, 'receipts');
  await expect(walletBalance(page)).toHaveText('$10.01');

  // The wallet's row of the purchase links its receipt.
  await page.goto('/wallet');
  const purchase = page.getByRole('row').filter({ hasText: 'One-Time SMS: WhatsApp' });
  await purchase.getByRole('link', { name: /^Receipt for TXN-/ }).click();
  await expect(page).toHaveURL(/\/receipt\?id=\w+$/);
  const receipt = page.locator('[data-receipt]');
  await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(receipt).toContainText('UK SMS Numbers');
  await expect(receipt).toContainText('One-Time SMS: WhatsApp');
  await expect(receipt).toContainText('Wallet balance');
  await expect(receipt).toContainText('$9.99 USD');
  await page.screenshot({ path: path.join(OUT, 'receipt-screen.png') });
  // A test id: the receipt's number is an opaque id after 'No.', with no role or label of its own.
  const number = (await page.getByTestId('receipt-number').textContent())!.trim();

  // Printed: a one-page PDF, and as print media only the receipt is on the page.
  const pdf = await page.pdf({
    path: path.join(OUT, 'receipt.pdf'),
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Member area' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(walletBalance(page)).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.screenshot({ path: path.join(OUT, 'receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The order's row links the same receipt, by what it paid for.
  await page.goto('/one-time-sms');
  await page.getByRole('link', { name: /^Receipt for SMS-/ }).click();
  await expect(page).toHaveURL(/\/receipt\?reference=one_time%3A\d+$/);
  await expect(page.locator('[data-receipt]')).toContainText(number);

  // The month's transactions as a CSV file.
  await page.goto('/wallet');
  const today = new Date().toISOString().slice(0, 10);
  const form = page.getByRole('form', { name: 'Export transactions as CSV' });
  await form.getByLabel('From').fill(today);
  await form.getByLabel('To').fill(today);
  await page.screenshot({ path: path.join(OUT, 'wallet-export.png'), fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`transactions-${today}-to-${today}.csv`);
  const csv = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(csv[0]).toEqual(['Date', 'Receipt', 'Type', 'Description', 'Amount (USD)', 'Reference']);
  expect(csv.slice(1).map((row) => [row[2], row[3], row[4]])).toEqual([
    ['deposit', 'Test top-up', '20.00'],
    ['purchase', 'One-Time SMS: WhatsApp', '-9.99'],
  ]);
  expect(csv[2]![1]).toBe(number);

  // A range that ends before it starts is refused on the form, and nothing is asked.
  await form.getByLabel('From').fill('2026-02-01');
  await form.getByLabel('To').fill('2026-01-01');
  await form.getByRole('button', { name: 'Export CSV' }).click();
  await expect(form.getByText('The start date must not be after the end date')).toBeVisible();
});

test("an anonymous buyer opens their paid order's receipt from the order, and it prints alone", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const checkout = await anonymousCheckout(page);
  await checkout.waitForLoadState();
  await checkout.getByRole('button', { name: 'Pay in full' }).click();

  // The payment page stays open until the order shows paid: closing it at once can cut off the notification it sends.
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(paid.getByRole('heading', { name: 'Phone Number Ready' })).toBeVisible({ timeout: 20_000 });
  await checkout.close();
  const orderId = (await orderIdOf(paid).textContent())!;
  const receiptOpened = context.waitForEvent('page');
  await paid.getByRole('link', { name: 'Receipt' }).click();
  const receiptPage = await receiptOpened;
  await expect(receiptPage).toHaveURL(new RegExp(`/order-receipt\\?order_id=${orderId}$`));
  const receipt = receiptPage.locator('[data-receipt]');
  await expect(receipt).toContainText('UK SMS Numbers');
  await expect(receipt).toContainText('WhatsApp');
  await expect(receipt).toContainText('CoinPayments (BTC)');
  await expect(receipt).toContainText('$9.99 USD');

  await receiptPage.emulateMedia({ media: 'print' });
  await expect(receiptPage.getByRole('banner')).toBeHidden();
  await expect(receiptPage.getByRole('contentinfo')).toBeHidden();
  await expect(receiptPage.getByRole('button', { name: 'Print' })).toBeHidden();
  await receiptPage.screenshot({ path: path.join(OUT, 'order-receipt-print.png'), fullPage: true });

  // Another order's link, or one not paid, has no receipt.
  await receiptPage.emulateMedia({ media: 'screen' });
  await receiptPage.goto(`/order-receipt?order_id=${'0'.repeat(32)}`);
  await expect(receiptPage.getByRole('alert')).toHaveText('This receipt was not found.');
});

test('the back office exports the users its search selects, a formula-looking name guarded', async ({ page }) => {
  const email = uniqueEmail('export-admin');
  await registerThroughDialog(page, email, '=1+2 Admin');
  await promoteToAdmin(page.request, email);
  await page.goto('/admin/users');
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(email);
  await search.getByRole('searchbox').press('Enter');
  await expect(page.getByRole('table').getByText(email)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual(['id', 'name', 'email', 'role', 'is_active', 'wallet_balance', 'created_at', 'last_login_at']);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.slice(1, 5)).toEqual(["'=1+2 Admin", email, 'ADMIN', 'true']);
});

test("the back office exports what the screen's typed term and status dropdown select", async ({ page }) => {
  const email = uniqueEmail('export-filters');
  await registerThroughDialog(page, email, 'Filtered Admin');
  await promoteToAdmin(page.request, email);
  await page.goto('/admin/users');
  // Typed, not looked up: the screen filters what it has loaded, and the export the whole list, the same way.
  await page.getByRole('search').getByRole('searchbox').fill(email.slice(0, -12));
  await expect(page.getByRole('table').getByText(email)).toBeVisible();
  const exported = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    return parseCsv(await readFile((await download.path())!, 'utf8')).slice(1);
  };
  const active = await exported();
  expect(active.map((row) => row[2])).toEqual([email]);
  await page.getByLabel('Status').selectOption('inactive');
  await expect(page.getByRole('table').getByText(email)).toBeHidden();
  expect(await exported()).toEqual([]);
});

// The back office as an administrator sees it after a member's sales: the dashboard's cards filled with the real
// figures, and the sale in the users, orders and leases lists.

import { expect, test, type Page } from '@playwright/test';
import { fundMember, promoteToAdmin, registerThroughDialog, statCard, uniqueEmail } from './support';
import { confirmPurchase, currentNumber, rentedNumber } from './on-screen';

const SHOTS = process.env.ADMIN_SHOTS_DIR;

/** A member who bought a one-time WhatsApp number ($9.99) and rented a WhatsApp number ($14.99). */
async function memberWithSales(page: Page, name: string, email: string): Promise<string> {
  await registerThroughDialog(page, email, name);
  await fundMember(page, 5_000);
  await page.goto('/one-time-sms');
  await page.getByRole('button', { name: /^WhatsApp/ }).click();
  await page.getByRole('button', { name: /Get SMS/ }).click();
  await confirmPurchase(page);
  await expect(currentNumber(page)).toHaveText(/^\+44\d{10}$/);
  await page.goto('/leases');
  await page.getByRole('button', { name: 'Rent Now: WhatsApp' }).click();
  await confirmPurchase(page);
  const rented = rentedNumber(page.getByRole('region', { name: 'Your Rented Number' }));
  await expect(rented).toHaveText(/^\+44\d{10}$/);
  return (await rented.textContent())!;
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('an admin sees the dashboard filled after a sale, and the sale in the users, orders and leases lists', async ({
  browser,
}) => {
  // Two accounts are made (password hashing) and five screens visited.
  test.setTimeout(120_000);
  const memberPage = await (await browser.newContext()).newPage();
  const name = `Buyer ${Date.now().toString(36)}`;
  const memberEmail = uniqueEmail('buyer');
  const leasedNumber = await memberWithSales(memberPage, name, memberEmail);

  const page = await (await browser.newContext()).newPage();
  const adminEmail = uniqueEmail('admin');
  await registerThroughDialog(page, adminEmail, 'Site Admin');
  await promoteToAdmin(page.request, adminEmail);
  await page.goto('/admin');

  await expect(statCard(page, "Today's SMS")).toHaveText(/^\d+$/);
  expect(Number(await statCard(page, "Today's SMS").textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await statCard(page, "Today's Leases").textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await statCard(page, 'Active Leases').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await statCard(page, 'Recent Orders (last 7 days)').textContent())).toBeGreaterThanOrEqual(2);
  expect(cents((await statCard(page, "Today's Revenue").textContent())!)).toBeGreaterThanOrEqual(999 + 1499);
  expect(cents((await statCard(page, 'Total Revenue').textContent())!)).toBeGreaterThanOrEqual(999 + 1499);
  await expect(statCard(page, 'Pending Tickets')).toHaveText(/^\d+$/);
  await expect(page.getByRole('region', { name: 'Recent Orders' })).toContainText(name);
  await expect(page.getByRole('region', { name: 'Recent Users' })).toContainText(memberEmail);
  await shoot(page, 'dashboard');

  await page.goto('/admin/users');
  const userRow = page.getByRole('row', { name: new RegExp(memberEmail) });
  await expect(userRow).toContainText(name);
  await expect(userRow).toContainText('$25.02');
  await shoot(page, 'users');

  await page.goto('/admin/orders');
  const orderRow = page.getByRole('row', { name: new RegExp(name) }).first();
  await expect(orderRow).toContainText('One-Time SMS');
  await expect(orderRow).toContainText('$9.99');
  await shoot(page, 'orders');

  await page.goto('/admin/leases');
  // A whole number looked up on the server finds its lease.
  await page.getByLabel('Search by ID, user, email or phone').fill(leasedNumber);
  await page.getByLabel('Search by ID, user, email or phone').press('Enter');
  const leaseRow = page.getByRole('row', { name: new RegExp(leasedNumber.replace('+', '\\+')) });
  await expect(leaseRow).toContainText('30');
  await expect(page.getByRole('row')).toHaveCount(2);
  await leaseRow.getByRole('button', { name: 'Inbox' }).click();
  await expect(page.getByRole('dialog')).toContainText('No messages received yet');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await shoot(page, 'leases');

  await page.goto('/admin/revenue');
  await expect(statCard(page, 'Total Orders')).toHaveText(/^\d+$/);
  expect(cents((await statCard(page, 'Total Revenue').textContent())!)).toBeGreaterThanOrEqual(999 + 1499);
  await expect(page.getByRole('heading', { name: 'Revenue by Service' })).toBeVisible();
  await shoot(page, 'revenue');
});

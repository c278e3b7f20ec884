// Keeping a rented number (docs/decisions/062) at a phone's and a desktop's width: "Keep this number" with its
// confirmation (price, new end date, balance after), the automatic renewal's switch, and, with the stack's clock moved
// past a lease's end, its grace on Rented Numbers. It moves the shared stack's clock 30 days, so it runs alone, after
// the other journeys (playwright.config.ts).

import { expect, test, type Page } from '@playwright/test';
import { fundMember, logInThroughDialog, registerThroughDialog, uniqueEmail } from './support';
import { confirmPurchase, rentedNumber, walletBalance } from './on-screen';

const DAY_MS = 86_400_000;

/** Rents a WhatsApp number; the one 'Your Rented Number' then shows, once it is not `before`'s. */
async function rentWhatsApp(page: Page, before = ''): Promise<string> {
  await page.getByRole('button', { name: 'Rent Now: WhatsApp' }).click();
  await confirmPurchase(page);
  const number = rentedNumber(page.getByRole('region', { name: 'Your Rented Number' }));
  await expect(number).toHaveText(/^\+44\d{10}$/);
  await expect(number).not.toHaveText(before);
  return (await number.textContent())!;
}

/** The Rented Numbers row of a number. */
const row = (page: Page, number: string) => page.getByRole('listitem').filter({ hasText: number });

for (const width of [390, 1280]) {
  test(`at ${width} px a member keeps a number, switches its automatic renewal on and sees another's grace`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`renew-${width}`);
    await registerThroughDialog(page, email);
    await fundMember(page, 5_000);
    await page.goto('/leases');
    await expect(walletBalance(page)).toHaveText('$50.00');
    const kept = await rentWhatsApp(page);
    const keptRow = row(page, kept);

    await keptRow.getByRole('button', { name: 'Keep this number' }).click();
    const confirm = page.getByRole('dialog', { name: `Keep this number: ${kept}` });
    await expect(confirm).toContainText('$14.99');
    await expect(confirm).toContainText('Balance after$20.02');
    await page.screenshot({ path: `test-results/renewal-confirm-${width}.png` });
    await confirm.getByRole('button', { name: 'Pay $14.99 and keep it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lease renewed' })).toBeVisible();
    await expect(walletBalance(page)).toHaveText('$20.02');
    // Renewed for the term to come: no second renewal is offered.
    await expect(keptRow.getByRole('button', { name: 'Keep this number' })).toHaveCount(0);

    const autoRenew = keptRow.getByRole('switch', { name: 'Renew automatically' });
    await expect(autoRenew).not.toBeChecked();
    await autoRenew.click();
    await expect(page.getByRole('status').filter({ hasText: 'renew itself' })).toBeVisible();
    await expect(autoRenew).toBeChecked();
    await page.reload();
    await expect(row(page, kept).getByRole('switch', { name: 'Renew automatically' })).toBeChecked();

    // A second lease, left to end: 30 days and a minute on it is in its grace, its number still shown and kept.
    const ended = await rentWhatsApp(page, kept);
    const moved = await page.request.post('/_sim/clock/api', { data: { advance_ms: 30 * DAY_MS + 60_000 } });
    expect(moved.ok()).toBe(true);
    // Thirty days on the session has ended: signed in again (on a phone the header's actions are in its menu).
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('banner').getByRole('button', { name: /Login|Open menu/ }).first()).toBeVisible();
    if (await menu.isVisible()) await menu.click();
    await logInThroughDialog(page, email);
    await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toHaveCount(0);
    await page.goto('/leases');
    await expect(walletBalance(page)).toHaveText('$5.03');
    const graceRow = row(page, ended);
    await expect(graceRow).toContainText('Ended: renew to keep this number');
    await expect(graceRow.getByRole('button', { name: 'Keep this number' })).toBeVisible();
    await expect(row(page, kept)).toContainText('days left');
    await graceRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/renewal-grace-${width}.png`, fullPage: true });
  });
}

// The small things a newcomer tripped over, as they look at a phone's and a desktop's width: the register form's
// password rule before any error, a rented number's dates on one line each on a phone, Add Funds saying what is wrong
// with -5, 0 and 12.345, and the New Ticket form's limits before submit.

import { expect, test, type Page } from '@playwright/test';
import { confirmPurchase } from './on-screen';
import { fundMember, registerThroughDialog, uniqueEmail } from './support';

const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test('the register form states the 8-character rule before the first error', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('At least 8 characters');
  await expect(dialog.getByText('At least 8 characters')).toBeVisible();
  await shoot(page, 'register-hint');
});

test('a member sees dates unsqueezed on a phone, specific Add Funds errors and the ticket limits', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughDialog(page, uniqueEmail('small'));
  await fundMember(page, 3_000);

  await page.goto('/leases');
  await page.getByRole('button', { name: 'Rent Now: WhatsApp' }).click();
  await confirmPurchase(page);
  await expect(page.getByRole('heading', { name: /Rented Numbers/ })).toHaveText('Rented Numbers (1)');
  await page.setViewportSize({ width: 390, height: 900 });
  const rows = page.getByRole('region', { name: /Rented Numbers/ }).getByRole('listitem');
  const dates = rows.first().getByText(/^\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/);
  // text-xs is 16 px a line: the two dates take at most two lines, never one word a line.
  expect((await dates.boundingBox())!.height).toBeLessThanOrEqual(32);
  await rows.first().scrollIntoViewIfNeeded();
  await shoot(page, 'rented-numbers');

  await page.goto('/wallet');
  await page.getByRole('main').getByRole('button', { name: 'Add Funds' }).first().click();
  const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
  await addFunds.getByRole('radio', { name: /CoinPayments/ }).check();
  for (const [amount, message] of [
    ['-5', 'Please enter a valid amount: it cannot be negative'],
    ['0', 'Please enter a valid amount: it must be more than $0'],
    ['12.345', 'Please enter a valid amount: use at most two decimals (whole cents)'],
  ]) {
    await addFunds.getByLabel('Amount (USD)').fill(amount);
    await expect(addFunds.getByText(message, { exact: true })).toBeVisible();
  }
  await shoot(page, 'add-funds-error');
  await page.keyboard.press('Escape');

  await page.goto('/tickets');
  await page.getByRole('button', { name: 'New Ticket' }).click();
  const ticket = page.getByRole('dialog', { name: 'New Ticket' });
  await expect(ticket.getByLabel('Subject')).toHaveAccessibleDescription('Up to 200 characters');
  await expect(ticket.getByLabel('Message')).toHaveAccessibleDescription('0/5,000 characters');
  await ticket.getByLabel('Message').fill('My number has not received a code yet.');
  await expect(ticket.getByLabel('Message')).toHaveAccessibleDescription('38/5,000 characters');
  await shoot(page, 'new-ticket');
});

// The member's numbers: a one-time WhatsApp code from the SMS supplier simulator, a rented number's SMS Inbox, and
// an eSIM's QR, PUK and ICCID; each bought from a funded wallet, through the real API and the signed webhook.

import { expect, test, type Page } from '@playwright/test';
import { fundMember, registerThroughDialog, sendFromSimulator, uniqueEmail } from './support';
import { confirmPurchase, countdown, currentCode, currentNumber, rentedNumber, walletBalance } from './on-screen';

async function fundedMember(page: Page, label: string, cents: number): Promise<void> {
  await registerThroughDialog(page, uniqueEmail(label));
  await fundMember(page, cents);
}

test('a funded member buys a one-time WhatsApp number and the code from the simulator appears in the panel', async ({
  page,
}) => {
  await fundedMember(page, 'one-time', 2_000);
  await page.goto('/one-time-sms');
  await expect(walletBalance(page)).toHaveText('$20.00');
  await page.getByRole('button', { name: /^WhatsApp/ }).click();
  await page.getByRole('button', { name: /Get SMS/ }).click();
  await confirmPurchase(page);
  const number = (await currentNumber(page).textContent())!;
  expect(number).toMatch(/^\+44\d{10}$/);
  await expect(countdown(page)).toHaveText(/^1[45]:\d\d$/);
  await expect(walletBalance(page)).toHaveText('$10.01');

  // A message without a code does not complete the order: it is shown on it, and stays after the code.
  await sendFromSimulator(page, number, 'WhatsApp: someone asked for a code for this number');
  const others = page.getByRole('region', { name: 'Other messages' });
  await expect(others).toContainText('WhatsApp: someone asked for a code for this number', { timeout: 12_000 });
  await sendFromSimulator(page, number, 'Your WhatsApp code 482-913. Do not share it.');
  await expect(currentCode(page)).toHaveText('482913', { timeout: 12_000 });
  await expect(page.getByRole('heading', { name: 'SMS Received Successfully' })).toBeVisible();
  await expect(others.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /SMS History/ })).toContainText('(1)');
});

test('a member rents a number and reads a message in the SMS Inbox', async ({ page }) => {
  await fundedMember(page, 'lease', 2_000);
  await page.goto('/leases');
  await page.getByRole('button', { name: 'Rent Now: WhatsApp' }).click();
  await confirmPurchase(page);
  const number = rentedNumber(page.getByRole('region', { name: 'Your Rented Number' }));
  await expect(number).toHaveText(/^\+44\d{10}$/);
  await expect(page.getByRole('heading', { name: /Rented Numbers/ })).toHaveText('Rented Numbers (1)');

  await sendFromSimulator(page, (await number.textContent())!, 'WhatsApp code: 550 123');
  await page.getByRole('region', { name: 'Your Rented Number' }).getByRole('button', { name: 'Inbox' }).click();
  const inbox = page.getByRole('dialog', { name: 'SMS Inbox' });
  await expect(inbox.getByRole('list', { name: 'Messages' })).toContainText('550123', { timeout: 12_000 });
  await expect(inbox).toContainText('WhatsApp code: 550 123');
  await expect(page).toHaveURL(/\/leases\/[^/]+\/inbox$/);
});

test('a member buys an eSIM and sees its QR with its download, activation code, PUK and ICCID', async ({ page }) => {
  await fundedMember(page, 'esim', 3_000);
  await page.goto('/buy-number');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await confirmPurchase(page);
  const details = page.getByRole('region', { name: 'QR Code & Details' });
  await expect(details.getByRole('img', { name: 'eSIM QR code' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(details).toContainText(/PUK\s*\d{8}/);
  await expect(details).toContainText(/ICCID\s*89\d{17,18}/);
  await expect(details).toContainText(/Activation code\s*LPA:1\$/);
  await expect(details.getByRole('link', { name: 'Download QR code' })).toHaveAttribute('download', /\.png$/);
  await expect(page.getByRole('heading', { name: /Purchased Numbers/ })).toHaveText('Purchased Numbers (1)');
  await page.getByRole('button', { name: 'QR', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(/UUID\s*89\d{17,18}/);
});

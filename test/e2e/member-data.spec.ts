// The member screens' data as a member meets it: the top bar's balance follows a purchase with no reload, and a number
// waiting for its code keeps the session alive past the 5-minute inactivity rule (Playwright's clock skips the wait).

import { expect, test } from '@playwright/test';
import { SERVICES, servicePriceCents } from '../../shared/catalogue';
import { formatUsd } from '../../shared/money';
import { fundMember, registerThroughDialog, sendFromSimulator, statCard, uniqueEmail } from './support';
import { confirmPurchase, countdown, currentCode, currentNumber, walletBalance } from './on-screen';

test("the top bar's balance follows a purchase on another screen, with no reload", async ({ page }) => {
  await registerThroughDialog(page, uniqueEmail('balance'));
  await fundMember(page, 3_000);
  await page.goto('/dashboard');
  const balance = walletBalance(page);
  await expect(balance).toHaveText('$30.00');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Rent Number' }).click();
  await page.getByRole('button', { name: 'Rent Now: WhatsApp' }).click();
  await confirmPurchase(page);
  const whatsapp = SERVICES.find((service) => service.name === 'WhatsApp')!;
  const left = formatUsd(3_000 - servicePriceCents(whatsapp, 'lease'));
  await expect(balance).toHaveText(left);

  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(statCard(page, 'Wallet Balance')).toHaveText(left);
  await expect(statCard(page, 'Active Leases')).toHaveText('1');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a member waiting for a one-time code is not logged out by the inactivity rule; once the code is in, the rule applies again', async ({
  page,
}) => {
  await registerThroughDialog(page, uniqueEmail('waiting'));
  await fundMember(page, 2_000);
  await page.clock.install();
  await page.goto('/one-time-sms');
  await page.getByRole('button', { name: /^WhatsApp/ }).click();
  await page.getByRole('button', { name: /Get SMS/ }).click();
  await confirmPurchase(page);
  const number = currentNumber(page);
  await expect(number).toHaveText(/^\+44\d{10}$/);

  // Six minutes without a click, the number still waiting for its code.
  await page.clock.runFor('06:00');
  await expect(countdown(page)).toHaveText(/^0[89]:\d\d$/);
  await expect(page).toHaveURL(/\/one-time-sms$/);
  await expect(page.getByText('You were logged out after 5 minutes without activity.')).toHaveCount(0);
  await expect(walletBalance(page)).toHaveText('$10.01');

  await sendFromSimulator(page, (await number.textContent())!, 'Your WhatsApp code 482-913. Do not share it.');
  await page.clock.runFor(5_000);
  await expect(currentCode(page)).toHaveText('482913', { timeout: 12_000 });

  // The code may have come by the socket before the clock moved on: the five minutes run from when it was shown.
  await page.clock.runFor('04:50');
  await expect(page).toHaveURL(/\/one-time-sms$/);
  // Then two seconds at a time, so the notice (a toast of a few seconds) is still up when the logout is seen.
  for (let step = 0; step < 15 && new URL(page.url()).pathname !== '/'; step += 1) await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You were logged out after 5 minutes without activity.')).toBeVisible();
});

// The SMS simulator's "Send a code" sends a message of the order's own service (its sender, its brand named), which the
// product's matcher takes for that order: a Telegram number gets its code from the row's button alone.

import { expect, test } from '@playwright/test';
import { memberWithOneTimeNumber } from './support';
import { currentCode, currentNumber } from './on-screen';

test("the simulator's Send a code completes a Telegram order with a Telegram-shaped message", async ({ page }) => {
  test.setTimeout(90_000);
  await memberWithOneTimeNumber(page, 'sim-code', 'Telegram');
  const number = (await currentNumber(page).textContent())!;
  expect(number).toMatch(/^\+44\d{10}$/);

  const simulator = await page.context().newPage();
  await simulator.goto('/_sim/sms/');
  const row = simulator.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('One-time order');
  await expect(row.locator('input[name="from"]')).toHaveValue('Telegram');
  await expect(row.locator('input[name="body"]')).toHaveValue(/^Your Telegram verification code is 482-913\./);
  await row.getByRole('button', { name: 'Send a code' }).click();
  await expect(simulator.getByTestId('sent')).toContainText('the webhook answered');
  await simulator.close();

  await expect(currentCode(page)).toHaveText('482913', { timeout: 12_000 });
});

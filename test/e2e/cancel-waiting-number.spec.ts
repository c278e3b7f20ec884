// A waiting one-time number on the member screens: Cancel asks first, stating the refund, then refunds it; after
// 'Change Service?' the new service stays chosen, so one press of Get SMS (and its confirmation) buys it.

import { expect, test } from '@playwright/test';
import { memberWithOneTimeNumber } from './support';
import { confirmPurchase, currentNumber, walletBalance } from './on-screen';

const SHOTS = '/tmp/offpath-shots';

test('Cancel refunds a waiting number after a confirmation, and Change Service keeps the new service for Get SMS', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await memberWithOneTimeNumber(page, 'cancel');
  const number = (await currentNumber(page).textContent())!;
  await expect(walletBalance(page)).toHaveText('$10.01');

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this number?' });
  await expect(confirm).toContainText(
    `${number} is still waiting for its WhatsApp code. Cancelling it refunds $9.99 to your wallet.`,
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/cancel-number-${width}.png` });
  }
  await confirm.getByRole('button', { name: 'Cancel and refund $9.99' }).click();
  await expect(confirm).toBeHidden();
  await expect(walletBalance(page)).toHaveText('$20.00');
  await expect(currentNumber(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

  // Change Service: the new service stays chosen, and one press of Get SMS (then its confirmation) buys it.
  await page.getByRole('button', { name: /^WhatsApp/ }).click();
  await page.getByRole('button', { name: /Get SMS/ }).click();
  await confirmPurchase(page);
  await expect(walletBalance(page)).toHaveText('$10.01');
  await page.getByRole('button', { name: /^Telegram/ }).click();
  await page.getByRole('dialog', { name: 'Change Service?' }).getByRole('button', { name: 'Change service' }).click();
  const getSms = page.getByRole('button', { name: 'Get SMS · $9.59' });
  await expect(getSms).toBeEnabled();
  await getSms.click();
  await confirmPurchase(page);
  await expect(currentNumber(page)).toBeVisible();
  await expect(walletBalance(page)).toHaveText('$10.41');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

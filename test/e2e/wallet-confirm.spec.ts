// A charge to the wallet waits for the member's confirmation: the summary names the item, its price and the balance
// after; Cancel charges nothing and hands focus back to Rent Now; confirming charges once; a second lease of the same
// service is announced with the one still running.

import { expect, test } from '@playwright/test';
import { SERVICES, servicePriceCents } from '../../shared/catalogue';
import { formatUsd } from '../../shared/money';
import { fundMember, registerThroughDialog, uniqueEmail } from './support';
import { confirmPurchase, purchaseSummary, rentedNumber, walletBalance } from './on-screen';

const SHOTS = '/tmp/confirm-shots';

test('Rent Now opens a summary: Cancel charges nothing, confirming charges once, a second lease is warned about', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerThroughDialog(page, uniqueEmail('confirm'));
  await fundMember(page, 3_000);
  await page.goto('/leases');
  const balance = walletBalance(page);
  await expect(balance).toHaveText('$30.00');
  const whatsapp = SERVICES.find((service) => service.name === 'WhatsApp')!;
  const price = servicePriceCents(whatsapp, 'lease');
  const rentNow = page.getByRole('button', { name: 'Rent Now: WhatsApp' });

  await rentNow.click();
  const summary = purchaseSummary(page);
  await expect(summary).toContainText('30-Day Lease: WhatsApp');
  await expect(summary).toContainText(`Price${formatUsd(price)}`);
  await expect(summary).toContainText(`Balance after${formatUsd(3_000 - price)}`);
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/summary-${width}.png` });
  }

  await summary.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary).toBeHidden();
  await expect(rentNow).toBeFocused();
  await page.reload();
  await expect(balance).toHaveText('$30.00');
  await expect(page.getByRole('region', { name: 'Your Rented Number' }).getByText(/^\+44\d{10}$/)).toHaveCount(0);

  await rentNow.click();
  await confirmPurchase(page);
  await expect(rentedNumber(page.getByRole('region', { name: 'Your Rented Number' }))).toHaveText(/^\+44\d{10}$/);
  await expect(balance).toHaveText(formatUsd(3_000 - price));
  await expect(page.getByRole('heading', { name: /Rented Numbers/ })).toHaveText('Rented Numbers (1)');

  // The same service again: the summary says a lease of it still runs, and Escape charges nothing.
  await rentNow.click();
  await expect(summary.getByRole('alert')).toHaveText(/^You already rent a number for WhatsApp until \d{1,2} \w{3} \d{4}\.$/);
  await expect(summary).toContainText(`Balance after${formatUsd(3_000 - 2 * price)}`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/summary-warning-${width}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();
  await page.reload();
  await expect(balance).toHaveText(formatUsd(3_000 - price));
  await expect(page.getByRole('heading', { name: /Rented Numbers/ })).toHaveText('Rented Numbers (1)');
});

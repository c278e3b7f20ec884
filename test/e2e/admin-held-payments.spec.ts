// Held Payments in the browser: a member's top-up whose checkout ended, then whose money arrived, is held; an admin
// finds it on the Held Payments screen, credits it to the member's wallet through the confirmation, and sees who did.

import { expect, test, type Page } from '@playwright/test';
import { signedCoinPaymentsIpn } from '../support/signed-ipn';
import { promoteToAdmin, registerThroughDialog, uniqueEmail } from './support';
import { walletBalance } from './on-screen';

const API = '/php-backend/api';

/** A $12.00 top-up started, let expire at the simulator, then paid in full: the late IPN is held (record 008). */
async function heldTopUp(page: Page): Promise<string> {
  const created = await page.request.post(`${API}/users/coinpayments.php`, {
    data: { amount: 1_200, currency: 'USD', crypto_currency: 'BTC' },
  });
  expect(created.status()).toBe(201);
  const { payment_id: paymentId, payment_url: paymentUrl } = (await created.json()) as {
    payment_id: string;
    payment_url: string;
  };
  await page.request.post(paymentUrl, { form: { outcome: 'expire' }, maxRedirects: 0 });
  await expect
    .poll(async () => {
      const reply = await page.request.get(`${API}/users/coinpayments.php?payment_id=${paymentId}`);
      return ((await reply.json()) as { payment: { status: string } }).payment.status;
    })
    .not.toBe('pending');
  const ipn = signedCoinPaymentsIpn({
    txn_id: `CPLATE${paymentId.slice(0, 8)}`,
    status: '100',
    status_text: 'Complete',
    currency1: 'USD',
    currency2: 'BTC',
    amount1: '12.00',
    amount2: '0.00200000',
    received_amount: '0.00200000',
    received_confirms: '3',
    invoice: paymentId,
    custom: paymentId,
  });
  const late = await page.request.post('/webhooks/coinpayments', {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      hmac: ipn.hmac,
    },
    data: ipn.body,
  });
  expect(late.status()).toBe(200);
  return paymentId;
}

test("an admin credits a member's held top-up from the Held Payments screen", async ({ browser }) => {
  // Two accounts are made (password hashing) and a payment expires before its money arrives.
  test.setTimeout(120_000);
  const memberPage = await (await browser.newContext()).newPage();
  const memberEmail = uniqueEmail('held');
  await registerThroughDialog(memberPage, memberEmail, 'Late Payer');
  const paymentId = await heldTopUp(memberPage);

  const page = await (await browser.newContext()).newPage();
  const adminEmail = uniqueEmail('admin');
  await registerThroughDialog(page, adminEmail, 'Site Admin');
  promoteToAdmin(adminEmail);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Held Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Held Payments' })).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(paymentId) });
  await expect(row).toContainText(memberEmail);
  await expect(row).toContainText('Top-up');
  await expect(row).toContainText('$12.00');
  await row.getByRole('button', { name: 'Credit wallet' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note (optional)').fill('arrived after expiry');
  await dialog.getByRole('button', { name: 'Confirm Credit wallet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Held payment resolved: Credit wallet' })).toBeVisible();
  await expect(row).toContainText(`Credit wallet $12.00 by ${adminEmail}`);
  await expect(row.getByRole('button')).toHaveCount(0);

  await memberPage.goto('/wallet');
  await expect(walletBalance(memberPage)).toHaveText('$12.00');
});

// Held Payments in the browser: a member's top-up whose checkout ended, then whose money arrived, is held; an admin
// finds it on the Held Payments screen, credits it to the member's wallet through the confirmation, and sees who did.
// An anonymous eSIM paid in full with none in stock is held, its buyer told; the admin's Fulfil order is refused
// while there is no stock and hands it out once there is (docs/decisions/045).

import { expect, test, type Page } from '@playwright/test';
import { signedCoinPaymentsIpn } from '../support/signed-ipn';
import { promoteToAdmin, registerThroughDialog, runOps, uniqueEmail } from './support';
import { orderIdOf, statusTitle, walletBalance } from './on-screen';

const API = '/php-backend/api';

/**
 * A $12.00 top-up started, ended at the simulator, then paid in full in its own transaction: the late IPN is held
 * (record 008), and it is the member's money to credit (record 051).
 */
async function heldTopUp(page: Page): Promise<string> {
  const created = await page.request.post(`${API}/users/coinpayments.php`, {
    data: { amount: 1_200, currency: 'USD', crypto_currency: 'BTC' },
  });
  expect(created.status()).toBe(201);
  const {
    payment_id: paymentId,
    payment_url: paymentUrl,
    transaction_id: transactionId,
  } = (await created.json()) as { payment_id: string; payment_url: string; transaction_id: string };
  await page.request.post(paymentUrl, { form: { outcome: 'expire' }, maxRedirects: 0 });
  await expect
    .poll(async () => {
      const reply = await page.request.get(`${API}/users/coinpayments.php?payment_id=${paymentId}`);
      return ((await reply.json()) as { payment: { status: string } }).payment.status;
    })
    .not.toBe('pending');
  const ipn = signedCoinPaymentsIpn({
    txn_id: transactionId,
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
  await promoteToAdmin(page.request, adminEmail);
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

/** The ids of the eSIMs in stock, read as the admin's SIM Cards screen does. */
async function simsInStock(admin: Page): Promise<string[]> {
  const reply = await admin.request.get(`${API}/admin/sim-cards.php?status=STOCK&limit=100`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { sim_cards: { id: string }[] }).sim_cards.map((sim) => sim.id);
}

async function moveSims(admin: Page, ids: string[], status: 'STOCK' | 'EXPIRED') {
  for (const id of ids) {
    const reply = await admin.request.put(`${API}/admin/sim-cards.php`, { data: { id, status } });
    expect(reply.status()).toBe(200);
  }
}

test('an eSIM paid in full with none in stock is held; the admin fulfils it once stock is back (record 045)', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  const adminEmail = uniqueEmail('stock');
  await registerThroughDialog(admin, adminEmail, 'Stock Keeper');
  await promoteToAdmin(admin.request, adminEmail);
  // Every eSIM in stock set aside (expired), and put back at the end, so that this order finds none.
  const setAside = await simsInStock(admin);
  await moveSims(admin, setAside, 'EXPIRED');
  try {
    await page.goto('/');
    const panel = page.locator('#sms-panel');
    await panel.getByRole('tab', { name: 'Buy Number' }).click();
    await panel.getByRole('button', { name: 'Buy Anonymous' }).click();
    const opened = context.waitForEvent('page');
    await page.getByRole('dialog', { name: 'Pay with crypto' }).getByRole('button', { name: 'Start Payment' }).click();
    const checkout = await opened;
    await checkout.getByRole('button', { name: 'Pay in full' }).click();

    const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
    await expect(statusTitle(paid, 'Your payment is kept for you')).toBeVisible({ timeout: 20_000 });
    await expect(paid).toContainText(
      /Your payment of \$\d+\.\d\d arrived in full, but no eSIM could be handed over, so nothing was issued for this order yet\./,
    );
    // What is owed to the buyer is theirs to take back on this page, without support.
    await expect(paid).toContainText(
      'The money is kept for you: take it back below, as wallet credit or to your own wallet address.',
    );
    await expect(paid.getByRole('link', { name: 'Contact support' })).toHaveCount(0);
    const orderId = (await orderIdOf(paid).textContent())!;

    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Held Payments' }).click();
    const row = admin.getByRole('row', { name: new RegExp(`Order ${orderId}`) });
    await expect(row).toContainText('could not be handed over');

    // No stock yet: refused, and still held.
    await row.getByRole('button', { name: 'Fulfil order' }).click();
    let dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('With no stock yet it stays held.');
    await dialog.getByRole('button', { name: 'Confirm Fulfil order' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: `Still held: order ${orderId}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByRole('button', { name: 'Fulfil order' })).toBeVisible();

    // One eSIM back in stock: fulfilled, and the hold closed.
    await moveSims(admin, setAside.slice(0, 1), 'STOCK');
    await row.getByRole('button', { name: 'Fulfil order' }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Note (optional)').fill('eSIM back in stock');
    await dialog.getByRole('button', { name: 'Confirm Fulfil order' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Held payment resolved: Fulfil order' })).toBeVisible();
    await expect(row).toContainText(`Fulfil order by ${adminEmail}`);
    await expect(row.getByRole('button')).toHaveCount(0);

    await page.reload();
    const details = page
      .getByRole('dialog', { name: 'Thank you for your order' })
      .getByRole('region', { name: 'UK eSIM: QR Code & Details' });
    await expect(details.getByRole('img', { name: 'eSIM QR code' })).toBeVisible({ timeout: 20_000 });
    expect(runOps('ledger:check').code).toBe(0);
  } finally {
    // Back to stock, all but the one sold (which the screen refuses to move).
    for (const id of setAside) await admin.request.put(`${API}/admin/sim-cards.php`, { data: { id, status: 'STOCK' } });
  }
});

// Crypto payments end to end, through the local providers' checkout pages: a member's top-up reaching the wallet, and
// an anonymous visitor's one-time SMS, lease and eSIM each reaching the state after payment.

import { MESSAGES } from '../../shared/messages';
import { expect, test } from '@playwright/test';
import {
  landingPanel,
  openOneTimePayment,
  paymentPageOpenedBy,
  registerThroughDialog,
  sendFromSimulator,
  uniqueEmail,
} from './support';
import {
  countdown,
  currentCode,
  currentNumber,
  orderIdOf,
  rentedNumber,
  statusTitle,
  walletBalance,
  walletCardBalance,
} from './on-screen';

/** The payment is confirmed by the provider's signed notification, then found by the next 5-second status check. */
const CONFIRMATION = { timeout: 20_000 };

test.describe.configure({ timeout: 60_000 });

test('a member adds $100 through the checkout page and sees $115.00 and the two deposits', async ({
  page,
  context,
}) => {
  await registerThroughDialog(page, uniqueEmail('wallet'));
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(walletBalance(page)).toHaveText('$0.00');
  await expect(page.getByText('No transactions found.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await dialog.getByLabel('Amount (USD)').fill('100');
  await expect(dialog).toContainText('+$15.00 bonus');
  await dialog.getByRole('radio', { name: /CoinPayments/ }).check();
  await expect(dialog.getByLabel('Cryptocurrency')).toHaveValue('BTC');
  const checkout = await paymentPageOpenedBy(context, () => dialog.getByRole('button', { name: 'Add Funds' }).click());
  await expect(statusTitle(dialog, 'Waiting for your payment')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment created successfully. Opening payment page...' }),
  ).toBeVisible();

  await checkout.getByRole('button', { name: 'Pay in full' }).click();
  await expect(statusTitle(dialog, 'Payment completed')).toBeVisible(CONFIRMATION);
  await expect(walletBalance(page)).toHaveText('$115.00');
  await expect(
    page.getByRole('status').filter({ hasText: 'Successfully added $100.00 to your wallet!' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Wallet top-up via CoinPayments/ })).toContainText('+$100.00');
  await expect(table.getByRole('row', { name: /Top-up bonus on \$100\.00/ })).toContainText('+$15.00');
  await expect(walletCardBalance(page)).toHaveText('$115.00');

  // The checkout page came back to /wallet?payment=success, which follows the same payment in that tab too.
  await expect(checkout).toHaveURL(/\/wallet$/);
  await expect(walletBalance(checkout)).toHaveText('$115.00', CONFIRMATION);
});

test("a member's top-up underpaid at the provider: the header's balance follows the part, and the tab it returns to shows the top-up", async ({
  page,
  context,
}) => {
  await registerThroughDialog(page, uniqueEmail('underpaid-top-up'));
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(walletBalance(page)).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Add Funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await dialog.getByLabel('Amount (USD)').fill('20');
  await dialog.getByRole('radio', { name: /CoinPayments/ }).check();
  const checkout = await paymentPageOpenedBy(context, () => dialog.getByRole('button', { name: 'Add Funds' }).click());
  await expect(statusTitle(dialog, 'Waiting for your payment')).toBeVisible();

  // Half arrives, then CoinPayments ends the payment (-1): the half is in the wallet, and the header says so at once.
  await checkout.getByRole('button', { name: 'Underpay (half)' }).click();
  const told = '$10.00 of $20.00 arrived before the payment was cancelled and was credited to your wallet.';
  await expect(statusTitle(dialog, 'Payment cancelled')).toBeVisible(CONFIRMATION);
  await expect(dialog).toContainText(told);
  await expect(walletBalance(page)).toHaveText('$10.00');
  await expect(walletCardBalance(page)).toHaveText('$10.00');

  // The provider's tab came back to /wallet?payment=cancelled and shows the same top-up, not a bare "cancelled".
  await expect(checkout).toHaveURL(/\/wallet$/);
  const returned = checkout.getByRole('dialog', { name: 'Add Funds' });
  await expect(statusTitle(returned, 'Payment cancelled')).toBeVisible(CONFIRMATION);
  await expect(returned).toContainText(told);
  await expect(walletBalance(checkout)).toHaveText('$10.00');
  for (const width of [390, 1280]) {
    await checkout.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await checkout.screenshot({ path: `/tmp/offpath-shots/top-up-return-${width}.png` });
  }
});

test('an anonymous visitor pays for a one-time SMS through the checkout page and reaches the state after payment', async ({
  page,
  context,
}) => {
  const dialog = await openOneTimePayment(page, 'WhatsApp');
  await expect(dialog).toContainText('$9.99');
  await expect(dialog.getByRole('radio', { name: 'CoinPayments' })).toBeChecked();
  await expect(dialog.getByLabel('Pay with')).toHaveValue('BTC');
  const checkout = await paymentPageOpenedBy(context, () =>
    dialog.getByRole('button', { name: 'Start Payment' }).click(),
  );

  const progress = page.getByRole('dialog', { name: 'Complete your payment' });
  const orderId = await orderIdOf(progress).textContent();
  expect(orderId).toMatch(/^[0-9a-f]{32}$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment created successfully. Opening payment page...' }),
  ).toBeVisible();
  // Closing only hides the progress: the button brings it back.
  await page.keyboard.press('Escape');
  await expect(progress).toBeHidden();
  const show = page.getByRole('button', { name: 'Waiting for payment Show' });
  await show.click();
  await expect(orderIdOf(progress)).toHaveText(orderId!);
  // Closed again, it gives the keyboard back to the button that reopened it.
  await page.keyboard.press('Escape');
  await expect(show).toBeFocused();
  await show.click();

  await checkout.getByRole('button', { name: 'Pay in full' }).click();
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(paid.getByRole('heading', { name: 'Phone Number Ready' })).toBeVisible(CONFIRMATION);
  await expect(orderIdOf(paid)).toHaveText(orderId!);
  const number = (await currentNumber(paid).textContent())!;
  expect(number).toMatch(/^\+44\d{10}$/);
  await expect(countdown(paid)).toHaveText(/^1[45]:\d\d$/);

  // A message without the service's code is shown on the order; the code sent next reaches the dialog through its
  // socket (check-sms, polled every 3 s, while none is open).
  await sendFromSimulator(page, number, 'WhatsApp: this number was used to sign in');
  await expect(paid.getByRole('region', { name: 'Other messages' })).toContainText(
    'WhatsApp: this number was used to sign in',
    { timeout: 10_000 },
  );
  await sendFromSimulator(page, number, 'Your WhatsApp code: 707-311');
  await expect(currentCode(paid)).toHaveText('707311', { timeout: 10_000 });
  await expect(paid.getByRole('heading', { name: 'SMS Received Successfully' })).toBeVisible();
  await expect(countdown(paid)).toHaveCount(0);

  // The checkout page came back to /?order_id=…&payment=success, which follows the same order in that tab and keeps
  // its id in the address.
  await expect(orderIdOf(checkout.getByRole('dialog', { name: 'Thank you for your order' }))).toHaveText(
    orderId!,
    CONFIRMATION,
  );
  await expect(checkout).toHaveURL(new RegExp(`/\\?order_id=${orderId}$`));
});

test('an anonymous visitor rents a number and sees the lease confirmation with the forwarding address', async ({
  page,
  context,
}) => {
  const panel = await landingPanel(page, '30-Day Lease');
  await panel.getByRole('button', { name: /Discord/ }).click();
  await panel.getByRole('button', { name: 'Rent Anonymous' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Where should we forward your codes?' });
  const email = uniqueEmail('anon-lease');
  await emailDialog.getByLabel('Email address').fill(email);
  await emailDialog.getByRole('button', { name: 'Continue to Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with crypto' });
  const checkout = await paymentPageOpenedBy(context, () =>
    dialog.getByRole('button', { name: 'Start Payment' }).click(),
  );

  await checkout.getByRole('button', { name: 'Pay in full' }).click();
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(statusTitle(paid, 'Number rented successfully!')).toBeVisible(CONFIRMATION);
  await expect(rentedNumber(paid)).toHaveText(/^\+44\d{10}$/);
  // Forwarding to the address waits for its emailed link (docs/decisions/053; confirm-email.spec.ts follows it).
  await expect(paid).toContainText('Discord, 30 days.');
  await expect(paid).toContainText(MESSAGES.forwardingWaits(email));
});

test('an anonymous visitor buys the eSIM and sees its QR, PUK and ICCID with the warning to keep the order link', async ({
  page,
  context,
}) => {
  const panel = await landingPanel(page, 'Buy Number');
  await panel.getByRole('button', { name: 'Buy Anonymous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with crypto' });
  await expect(dialog.getByRole('radio', { name: 'NOWPayments' })).toBeChecked();
  const checkout = await paymentPageOpenedBy(context, () =>
    dialog.getByRole('button', { name: 'Start Payment' }).click(),
  );

  await checkout.getByRole('button', { name: 'Pay in full' }).click();
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  const details = paid.getByRole('region', { name: 'UK eSIM: QR Code & Details' });
  await expect(details.getByRole('img', { name: 'eSIM QR code' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
    CONFIRMATION,
  );
  await expect(details).toContainText(/PUK\s*\d{8}/);
  await expect(details).toContainText(/ICCID\s*89\d{17,18}/);
  await expect(details).toContainText('stay reachable through the order link below');
});

test("a visitor can cancel following a payment; coming back cancelled shows the order: 'Payment was cancelled'", async ({
  page,
  context,
}) => {
  const dialog = await openOneTimePayment(page, 'Telegram');
  const checkout = await paymentPageOpenedBy(context, () =>
    dialog.getByRole('button', { name: 'Start Payment' }).click(),
  );
  const progress = page.getByRole('dialog', { name: 'Complete your payment' });
  const orderId = (await orderIdOf(progress).textContent())!;
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByRole('button', { name: 'Waiting for payment Show' })).toHaveCount(0);

  // The tab the provider sends back shows the order's page with what happened to its payment.
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  const ended = checkout.getByRole('dialog', { name: 'Payment not completed' });
  await expect(statusTitle(ended, 'Payment was cancelled')).toBeVisible(CONFIRMATION);
  await expect(ended).toContainText('The payment was cancelled at the payment page, so no number is issued');
  await expect(orderIdOf(ended)).toHaveText(orderId);
  await expect(checkout).toHaveURL(new RegExp(`/\\?order_id=${orderId}$`));
});

test('a payment that expires is told as expired, not cancelled, on the tab the buyer returns to', async ({
  page,
  context,
}) => {
  const panel = await landingPanel(page, 'Buy Number');
  await panel.getByRole('button', { name: 'Buy Anonymous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with crypto' });
  const checkout = await paymentPageOpenedBy(context, () =>
    dialog.getByRole('button', { name: 'Start Payment' }).click(),
  );
  await checkout.getByRole('button', { name: 'Let it expire' }).click();
  const ended = checkout.getByRole('dialog', { name: 'Payment not completed' });
  await expect(statusTitle(ended, 'Payment expired')).toBeVisible(CONFIRMATION);
  await expect(ended).toContainText('The payment expired at the payment page, so no number is issued');
  await expect(ended).not.toContainText('cancelled');
  for (const width of [390, 1280]) {
    await checkout.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await checkout.screenshot({ path: `/tmp/offpath-shots/expired-return-${width}.png` });
  }
});

// Keyboard only (Tab, Shift+Tab, Enter, Space, Escape and typing; no click): an anonymous one-time purchase up to the
// payment page, the All Other Services picker opened on its search box, and a member who signs in, tops up and buys
// with Confirm Purchase. Each dialog hands focus back to the control that opened it.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, paymentPageOpenedBy, uniqueEmail } from './support';
import {
  confirmPurchaseButton,
  currentNumber,
  purchaseSummary,
  selectedService,
  statusTitle,
  walletBalance,
} from './on-screen';

const SHOTS = process.env.E2E_SHOTS;

/** The payment is confirmed by the provider's signed notification, then found by the next 5-second status check. */
const CONFIRMATION = { timeout: 20_000 };

const panel = (page: Page) => page.locator('#sms-panel');

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * A toast stands below the header: the header's wallet balance and Logout are never under it. The toast is raised
 * through the page's own showToast window event with a long duration, so a slow machine cannot miss it.
 */
async function expectToastBelowHeader(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    window.dispatchEvent(
      new CustomEvent('showToast', { detail: { message: text, type: 'success', duration: 60_000 } }),
    );
  }, message);
  const toast = page.getByRole('status').filter({ hasText: message });
  await expect(toast).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/keyboard-toast-${width}.png` });
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test('the picker opens on its search box, Escape and a pick both hand focus back to All Other Services', async ({
  page,
}) => {
  await page.goto('/');
  const opener = panel(page).getByRole('button', { name: 'All Other Services' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'All Other Services' });
  await expect(picker.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Space');
  await expect(picker.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('coinbase');
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: /Coinbase/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(selectedService(page)).toHaveText('Coinbase');
  await expect(opener).toBeFocused();
});

test('an anonymous visitor buys a one-time SMS up to the payment page with the keyboard alone', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const whatsapp = panel(page).getByRole('button', { name: /WhatsApp/ });
  await tabTo(page, whatsapp);
  await page.keyboard.press('Enter');
  await expect(whatsapp).toHaveAttribute('aria-pressed', 'true');

  const buyNow = panel(page).getByRole('button', { name: 'Buy Now' });
  await tabTo(page, buyNow);
  await page.keyboard.press('Enter');
  const payment = page.getByRole('dialog', { name: 'Pay with crypto' });
  await expect(payment).toContainText('$9.99');
  // Escape leaves the dialog and comes back to Buy Now; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();
  await expect(buyNow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(payment.getByRole('radio', { name: 'CoinPayments' })).toBeChecked();

  await tabTo(page, payment.getByRole('button', { name: 'Start Payment' }));
  const checkout = await paymentPageOpenedBy(context, () => page.keyboard.press('Enter'));
  await expect(checkout.getByRole('button', { name: 'Pay in full' })).toBeVisible();

  const progress = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(statusTitle(progress, 'Waiting for your payment')).toBeVisible();
  await expect(progress).toContainText('The payment page opened in a new tab.');
  await shoot(page, 'keyboard-progress');
  await page.keyboard.press('Escape');
  await expect(progress).toBeHidden();
  await expect(buyNow).toBeFocused();

  // After a reload nothing has opened the payment page: the dialog says where to pay instead.
  await page.reload();
  await expect(progress).toContainText('Pay on the payment page: the Open Payment Page button opens it again.');
  await expect(progress).not.toContainText('opened in a new tab');
  await shoot(page, 'keyboard-progress-reloaded');
  await checkout.close();
});

test('a member signs in, tops up and buys with Confirm Purchase, with the keyboard alone', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('keyboard');
  const made = await page.request.post('/php-backend/api/auth/register.php', {
    data: { username: 'Keys', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(made.ok()).toBe(true);
  await page.request.post('/php-backend/api/auth/logout.php');

  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('dialog');
  await tabTo(page, signIn.getByLabel('Email address'));
  await page.keyboard.type(email);
  await tabTo(page, signIn.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  // The member area's code loads on first use.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(walletBalance(page)).toHaveText('$0.00');

  // Top up $10 through CoinPayments' page.
  const nav = page.getByRole('navigation', { name: 'Member area' });
  await tabTo(page, nav.getByRole('link', { name: 'Wallet' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wallet$/);
  const addFunds = page.getByRole('main').getByRole('button', { name: 'Add Funds' }).first();
  await tabTo(page, addFunds);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await tabTo(page, dialog.getByLabel('Amount (USD)'));
  await page.keyboard.type('10');
  await tabTo(page, dialog.getByRole('radio', { name: /CoinPayments/ }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: /CoinPayments/ })).toBeChecked();
  await expect(dialog.getByLabel('Cryptocurrency')).toHaveValue('BTC');
  await tabTo(page, dialog.getByRole('button', { name: 'Add Funds' }));
  const checkout = await paymentPageOpenedBy(context, () => page.keyboard.press('Enter'));
  await expectToastBelowHeader(page, 'Copied to clipboard!');
  const pay = checkout.getByRole('button', { name: 'Pay in full' });
  await tabTo(checkout, pay);
  await checkout.keyboard.press('Enter');
  await expect(statusTitle(dialog, 'Payment completed')).toBeVisible(CONFIRMATION);
  await expect(walletBalance(page)).toHaveText('$10.00');
  await checkout.close();
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(addFunds).toBeFocused();

  // Buy a one-time WhatsApp number: Get SMS opens the summary, Escape leaves it, Enter on Confirm and Pay buys.
  await tabTo(page, nav.getByRole('link', { name: 'One-Time SMS' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/one-time-sms$/);
  const whatsapp = page.getByRole('main').getByRole('button', { name: /WhatsApp/ });
  await tabTo(page, whatsapp);
  await page.keyboard.press('Enter');
  const getSms = page.getByRole('button', { name: /^Get SMS/ });
  await tabTo(page, getSms);
  await page.keyboard.press('Enter');
  const summary = purchaseSummary(page);
  await expect(summary).toContainText('Balance after$0.01');
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();
  await expect(getSms).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, confirmPurchaseButton(page));
  await page.keyboard.press('Enter');
  await expect(summary).toBeHidden();
  await expect(currentNumber(page)).toHaveText(/^\+44\d{10}$/);
  await expect(walletBalance(page)).toHaveText('$0.01');
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
});

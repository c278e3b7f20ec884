// The landing page's SMS panel: tabs and prices, the picker, the buttons' checks and dialogs, the catalogue fallback.

import { expect, test, type Page } from '@playwright/test';
import { panelPrice, selectedService } from './on-screen';

const panel = (page: Page) => page.locator('#sms-panel');

test('prices follow the tab: one-time, lease, and a fixed $25.00 to buy', async ({ page }) => {
  await page.goto('/');
  const whatsapp = panel(page).getByRole('button', { name: /WhatsApp/ });
  await whatsapp.click();
  await expect(whatsapp).toHaveAttribute('aria-pressed', 'true');
  await expect(panelPrice(page)).toHaveText('$9.99');
  await panel(page).getByRole('tab', { name: '30-Day Lease' }).click();
  await expect(panelPrice(page)).toHaveText('$14.99');
  await panel(page).getByRole('tab', { name: 'Buy Number' }).click();
  await expect(panelPrice(page)).toHaveText('$25.00');
  await expect(panel(page).getByRole('button', { name: 'Buy Anonymous' })).toBeVisible();
});

test('the grid shows the first 11 services and the picker searches the rest', async ({ page }) => {
  await page.goto('/');
  const tiles = panel(page).locator('ul button[aria-pressed]');
  await expect(tiles).toHaveCount(11);
  await panel(page).getByRole('button', { name: 'All Other Services' }).click();
  const picker = page.getByRole('dialog', { name: 'All Other Services' });
  await picker.getByRole('searchbox').fill('coin');
  await expect(picker.getByRole('button')).toHaveText([/Close/, /Coinbase/]);
  await picker.getByRole('searchbox').fill('zzz');
  await expect(picker.getByText('No services found')).toBeVisible();
  await picker.getByRole('searchbox').fill('coinbase');
  await picker.getByRole('button', { name: /Coinbase/ }).click();
  await expect(picker).toBeHidden();
  await expect(selectedService(page)).toHaveText('Coinbase');
  await page.keyboard.press('Escape');
});

test('in lease mode Other is named All Services; the Pro lease button selects it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rent Number: 30-Day Pro Lease' }).click();
  await expect(panel(page).getByRole('tab', { name: '30-Day Lease' })).toHaveAttribute('aria-selected', 'true');
  await expect(selectedService(page)).toHaveText('All Services');
  await expect(panelPrice(page)).toHaveText('$19.99');
  await panel(page).getByRole('tab', { name: 'One-Time SMS' }).click();
  await expect(selectedService(page)).toHaveText('Other');
});

test("buttons without a service warn 'Please select a service first' and send nothing", async ({ page }) => {
  await page.goto('/');
  await panel(page).getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a service first' })).toBeVisible();
  await panel(page).getByRole('tab', { name: '30-Day Lease' }).click();
  await panel(page).getByRole('button', { name: 'Rent Anonymous' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an anonymous lease asks for an email first, then opens the crypto payment dialog through CoinPayments', async ({
  page,
}) => {
  await page.goto('/');
  await panel(page).getByRole('tab', { name: '30-Day Lease' }).click();
  await panel(page)
    .getByRole('button', { name: /Telegram/ })
    .click();
  await panel(page).getByRole('button', { name: 'Rent Anonymous' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Where should we forward your codes?' });
  await emailDialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  await emailDialog.getByLabel('Email address').fill('ann@example.com');
  await emailDialog.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay with crypto' });
  await expect(payment).toContainText('Telegram');
  await expect(payment).toContainText('$14.99');
  await expect(payment).toContainText('ann@example.com');
  await expect(payment.getByRole('radio', { name: 'CoinPayments' })).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'NOWPayments' })).toBeDisabled();
  await expect(payment.getByText('Cannot pay for 30-Day Lease: it is paid through CoinPayments')).toBeVisible();
  await payment.getByLabel('Pay with').selectOption({ label: 'ETH (ERC20)' });
  await expect(payment.getByLabel('Pay with')).toHaveValue('ETH');
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();
});

test('buying the eSIM offers NOWPayments only: CoinPayments is shown disabled with the reason, and nothing switches', async ({
  page,
}) => {
  await page.goto('/');
  await panel(page).getByRole('tab', { name: 'Buy Number' }).click();
  await panel(page).getByRole('button', { name: 'Buy Anonymous' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay with crypto' });
  await expect(payment).toContainText('$25.00');
  await expect(payment.getByRole('radio', { name: 'NOWPayments' })).toBeChecked();
  const coinPayments = payment.getByRole('radio', { name: 'CoinPayments' });
  await expect(coinPayments).toBeDisabled();
  await expect(payment.getByText('Cannot pay for Number Purchase: it is paid through NOWPayments')).toBeVisible();
  await expect(payment.getByText('switched automatically')).toHaveCount(0);
  await coinPayments.click({ force: true });
  await expect(coinPayments).not.toBeChecked();
  await expect(payment.getByRole('radio', { name: 'NOWPayments' })).toBeChecked();
  await expect(payment.getByLabel('Pay with')).toHaveValue('btc');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/offpath-shots/payment-choice-${width}.png` });
  }
});

test('a visitor pressing the member button is asked to log in', async ({ page }) => {
  await page.goto('/');
  await panel(page)
    .getByRole('button', { name: /WhatsApp/ })
    .click();
  await panel(page).getByRole('button', { name: 'Get SMS' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
});

test("when the catalogue call fails: 'Failed to load services', and the built-in list still shows", async ({
  page,
}) => {
  await page.route('**/php-backend/api/services/list.php', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'down' } }),
  );
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load services' })).toBeVisible();
  await expect(page.locator('#services').getByText('Klarna')).toBeVisible();
});

test('the counters show the real stock from /anonymous/stats.php', async ({ page }) => {
  // What the page itself was answered: other journeys buy numbers meanwhile.
  const answered = page.waitForResponse((response) => response.url().includes('/anonymous/stats.php'));
  await page.goto('/');
  const stats = (await (await answered).json()) as { activeStock: number; destroyedNumbers: number };
  const counters = page.locator('#sms-panel dl');
  await expect(counters).toContainText(stats.activeStock.toLocaleString('en-GB'));
  await expect(counters).toContainText(stats.destroyedNumbers.toLocaleString('en-GB'));
});

test('the counters fall back to the spec defaults when the stats call fails', async ({ page }) => {
  await page.route('**/anonymous/stats.php', (route) => route.abort());
  await page.goto('/');
  const counters = page.locator('#sms-panel dl');
  await expect(counters).toContainText('8,247');
  const stock = Number((await counters.locator('dd').first().innerText()).replace(',', ''));
  expect(stock).toBeGreaterThanOrEqual(1359);
  expect(stock).toBeLessThanOrEqual(1947);
});

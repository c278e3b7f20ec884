// The operations desk (docs/decisions/060): an order's story after a half payment, an SMS and a refund, told on its
// own screen and refunded from it behind a confirmation with a reason; a price set in the catalogue seen on the
// landing page by the next visitor; a lease's message forwarded again from its story.

import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmPurchase, currentCode, currentNumber, rentedNumber, statusTitle, walletBalance } from './on-screen';
import {
  fundMember,
  mailsTo,
  paymentPageOpenedBy,
  promoteToAdmin,
  registerThroughDialog,
  sendFromSimulator,
  uniqueEmail,
} from './support';

const SHOTS = '/tmp/ops-story-shots';
const CONFIRMATION = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

/** A new admin's page, signed in with two-factor, on the Operations screen reached from the top bar. */
async function operator(browser: Browser, label: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(label);
  await registerThroughDialog(page, email, 'Ops Desk');
  await promoteToAdmin(page.request, email);
  await page.goto('/admin');
  await page.getByRole('banner').getByRole('link', { name: 'Operations' }).click();
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  return page;
}

/** The screen at a phone's and a laptop's width: the whole page, or (`fullPage` false) what a long one shows first. */
async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
}

test("an order's story after a half payment, an SMS and a refund", async ({ page, context, browser }) => {
  // A member's top-up arrives half, and the half buys a WhatsApp number.
  await registerThroughDialog(page, uniqueEmail('story-member'));
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Wallet' }).click();
  await page.getByRole('button', { name: 'Add Funds' }).click();
  const funds = page.getByRole('dialog', { name: 'Add Funds' });
  await funds.getByLabel('Amount (USD)').fill('20');
  await funds.getByRole('radio', { name: /CoinPayments/ }).check();
  const checkout = await paymentPageOpenedBy(context, () => funds.getByRole('button', { name: 'Add Funds' }).click());
  await checkout.getByRole('button', { name: 'Underpay (half)' }).click();
  await expect(statusTitle(funds, 'Payment cancelled')).toBeVisible(CONFIRMATION);
  await expect(walletBalance(page)).toHaveText('$10.00');
  await checkout.close();

  await page.goto('/one-time-sms');
  await page.getByRole('button', { name: /^WhatsApp/ }).click();
  await page.getByRole('button', { name: /Get SMS/ }).click();
  await confirmPurchase(page);
  const number = (await currentNumber(page).textContent({ timeout: 15_000 }))!;
  await expect(walletBalance(page)).toHaveText('$0.01');
  const orders = (await (await page.request.get('/php-backend/api/users/orders.php')).json()) as {
    orders: { id: string }[];
  };
  const orderId = orders.orders[0]!.id;

  // The SMS reaches the number and the code shows.
  await sendFromSimulator(page, number, 'Your WhatsApp code 482-913');
  await expect(currentCode(page)).toHaveText(/482.?913/, CONFIRMATION);

  // Support opens the order's story by its id.
  const desk = await operator(browser, 'story-desk');
  await desk.getByLabel('Order or lease id').fill(orderId);
  await desk.getByRole('button', { name: 'Open order' }).click();
  await expect(desk.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
  const timeline = desk.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Paid $9.99 from the wallet');
  await expect(timeline).toContainText(`Number ${number} allocated`);
  await expect(timeline).toContainText('SMS from WhatsApp: matched WhatsApp');
  await expect(timeline).toContainText('Code 482913 shown');
  await shoot(desk, 'order-story');

  // The refund, behind its confirmation: a reason is required.
  await desk.getByRole('button', { name: 'Refund to wallet' }).click();
  const confirm = desk.getByRole('dialog', { name: `Refund order ${orderId}?` });
  await expect(confirm).toContainText('Refunds $9.99 of order');
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(confirm.getByText('Give a reason')).toBeVisible();
  await confirm.getByLabel('Reason').fill('The member says the code was refused by WhatsApp');
  await shoot(desk, 'order-refund-confirm');
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(confirm).toBeHidden();
  await expect(timeline).toContainText('$9.99 refunded to the wallet');
  await expect(timeline).toContainText('The member says the code was refused by WhatsApp');
  await expect(desk.getByRole('button', { name: 'Refund to wallet' })).toHaveCount(0);
  await shoot(desk, 'order-story-refunded');

  // The member's wallet has it back.
  await page.reload();
  await expect(walletBalance(page)).toHaveText('$10.00', CONFIRMATION);
});

test('a price changed in the catalogue is the price the next visitor sees on the landing page', async ({ browser }) => {
  const desk = await operator(browser, 'catalogue-desk');
  await shoot(desk, 'operations');
  await desk
    .getByRole('navigation', { name: 'Operations', exact: true })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(desk.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await expect(desk.getByRole('row', { name: /WhatsApp/ })).toContainText('$9.99');

  // A service of this journey's own, so that no other journey's prices move.
  const name = `Desk ${Date.now().toString(36)}`;
  await desk.getByRole('button', { name: 'Add service' }).click();
  const add = desk.getByRole('dialog', { name: 'Add a service' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('One-time price ($)').fill('2.22');
  await add.getByLabel('SMS senders').fill('Desk');
  await add.getByLabel('Reason').fill('Members ask for it');
  await add.getByRole('button', { name: 'Confirm add' }).click();
  await expect(add).toBeHidden();
  const row = desk.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$2.22');

  await row.getByRole('button', { name: 'Change' }).click();
  const change = desk.getByRole('dialog', { name: `Change ${name}` });
  await change.getByLabel('One-time price ($)').fill('3.33');
  await change.getByLabel('Reason').fill('Supplier raised its price');
  await shoot(desk, 'catalogue-change', false);
  await change.getByRole('button', { name: 'Confirm change' }).click();
  await expect(change).toBeHidden();
  await expect(row).toContainText('$3.33');
  await desk.evaluate(() => window.scrollTo(0, 0));
  await shoot(desk, 'catalogue', false);

  // The next visitor's landing page lists it at the new price.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.locator('#sms-panel').getByRole('button', { name: 'All Other Services' }).click();
  const picker = visitor.getByRole('dialog', { name: 'All Other Services' });
  await picker.getByRole('searchbox').fill(name);
  await expect(picker.getByRole('button', { name })).toHaveAccessibleDescription('$3.33');
});

test("a lease's story: its inbox, and a message forwarded again to the member behind a reason", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('lease-story');
  await registerThroughDialog(page, email);
  await fundMember(page, 2_000);
  await page.goto('/leases');
  await page.getByRole('button', { name: 'Rent Now: WhatsApp' }).click();
  await confirmPurchase(page);
  const number = (await rentedNumber(page.getByRole('region', { name: 'Your Rented Number' })).textContent())!;
  await sendFromSimulator(page, number, 'WhatsApp code: 731 904');
  const forwarded = async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('731904')).length;
  await expect.poll(forwarded, CONFIRMATION).toBe(1);
  const leases = (await (await page.request.get('/php-backend/api/users/leases.php')).json()) as {
    leases: { id: string }[];
  };

  const desk = await operator(browser, 'lease-desk');
  await desk.getByLabel('Order or lease id').fill(leases.leases[0]!.id);
  await desk.getByRole('button', { name: 'Open lease' }).click();
  const inbox = desk.getByRole('table', { name: 'Inbox' });
  await expect(inbox).toContainText('731904');
  await inbox.getByRole('button', { name: 'Forward again' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Forward the SMS from WhatsApp again?' });
  await confirm.getByLabel('Reason').fill('The member never got the first email');
  await confirm.getByRole('button', { name: 'Confirm forward' }).click();
  await expect(confirm).toBeHidden();
  await expect(desk.getByRole('list', { name: 'Timeline' })).toContainText('The member never got the first email');
  await expect.poll(forwarded, CONFIRMATION).toBe(2);
  await shoot(desk, 'lease-story');
});

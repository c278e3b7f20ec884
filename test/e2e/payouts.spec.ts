// Money back to the buyer's own address (docs/decisions/064), at a phone's and a laptop's width: an anonymous one-time
// order that gets no code in its 15 minutes is owed back; "Send it to my wallet address" refuses a mistyped address
// under its field, shows the CoinPayments simulator's terms back (network, amount, fee, what arrives), and sends; the
// page says it is being sent, and, once the simulator's page completes the withdrawal (its signed IPN), says it was
// sent with the provider's reference, without a reload. An anonymous eSIM paid half through NOWPayments, whose payment
// expired, is paid back the same way through NOWPayments, completed on its simulator's payouts page. Above the limit, the payout waits for the shop's approval,
// which an admin gives on Held Payments' "Money owed to buyers". It moves the runtime's clock (and sets the payout
// limits for a while): the clock-moving project.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { statusTitle } from './on-screen';
import { anonymousEsimOwed, anonymousOrderOwed } from './owed-order';
import { promoteToAdmin, registerThroughDialog, runOps, uniqueEmail } from './support';

/** Bitcoin addresses with valid checksums, one a journey, so the simulator's page lists each payout apart. */
const ADDRESSES = {
  phone: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  laptop: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  approval: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  esimPhone: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  esimLaptop: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
} as const;
/** The simulator's IPN lands, and the page reads the payout again (every 5 s while it is being sent). */
const SETTLED = { timeout: 30_000 };

test.describe.configure({ timeout: 150_000 });

/** The checked terms of a payout in BTC to `address`, from the owed panel's form. */
async function checkAddress(owed: Locator, address: string): Promise<Locator> {
  const form = owed.getByRole('button', { name: 'Send it to my wallet address' });
  if ((await form.getAttribute('aria-expanded')) !== 'true') await form.click();
  await owed.getByLabel('Coin').selectOption({ label: 'BTC (Bitcoin)' });
  await owed.getByLabel('Your wallet address').fill(address);
  await owed.getByRole('button', { name: 'Check address' }).click();
  return owed.getByRole('region', { name: 'Check before sending' });
}

/** The provider's terms read back before sending: the address, the network, the amount, the fee and what arrives. */
async function expectTerms(terms: Locator, address: string): Promise<void> {
  await expect(terms).toContainText(address);
  await expect(terms).toContainText('NetworkBitcoin');
  await expect(terms).toContainText(/Amount\d+\.\d+ BTC/);
  await expect(terms).toContainText(/Provider's fee\d+\.\d+ BTC/);
  await expect(terms).toContainText(/You receive\d+\.\d+ BTC/);
  await terms.scrollIntoViewIfNeeded();
}

/**
 * The sendPayouts job runs each minute of the runtime's time: a minute on, it has asked the simulator, whose page
 * completes the withdrawal to `address` by posting the signed withdrawal IPN to the site.
 */
async function completeWithdrawal(page: Page, address: string): Promise<void> {
  expect((await page.request.post('/_sim/clock/api', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  const simulator = await page.context().newPage();
  await simulator.goto('/_sim/coinpayments/withdrawals/');
  const withdrawal = simulator.getByRole('row', { name: new RegExp(address) });
  await withdrawal.getByRole('button', { name: 'Complete' }).click();
  await expect(simulator.getByRole('row', { name: new RegExp(address) })).toContainText('Complete');
  await simulator.close();
}

/**
 * As completeWithdrawal, through NOWPayments: a minute on, the sendPayouts job has created and verified the payout,
 * and the simulator's payouts page completes the newest one to `address` by posting its signed notice to the site.
 */
async function completeNowPaymentsPayout(page: Page, address: string): Promise<void> {
  expect((await page.request.post('/_sim/clock/api', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
  const simulator = await page.context().newPage();
  await simulator.goto('/_sim/nowpayments/payouts');
  const complete = simulator.getByRole('button', { name: 'Complete' });
  const payout = simulator.getByRole('row').filter({ hasText: address }).filter({ has: complete }).first();
  await payout.getByRole('button', { name: 'Complete' }).click();
  await expect(simulator.getByTestId('posted')).toContainText('answered 200');
  await simulator.close();
}

const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const;

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: an anonymous order with no code is paid back to the buyer's address through CoinPayments`, async ({
    page,
  }) => {
    const address = ADDRESSES[label];
    await page.setViewportSize(viewport);
    const { owed, order } = await anonymousOrderOwed(page);

    await checkAddress(owed, `${address.slice(0, -1)}5`);
    const field = owed.getByLabel('Your wallet address');
    await expect(owed.getByText('This is not a valid BTC (Bitcoin) address.')).toBeVisible();
    await expect(field).toBeFocused();

    const terms = await checkAddress(owed, address);
    await expectTerms(terms, address);
    await page.screenshot({ path: `test-results/payouts-${label}-confirm.png` });

    await terms.getByRole('button', { name: 'Send' }).click();
    const sending = order.getByRole('status').filter({ hasText: '$9.99 is being sent' });
    await expect(sending).toContainText(`BTC to ${address} (Bitcoin) is on its way.`);
    await page.screenshot({ path: `test-results/payouts-${label}-sending.png` });

    await completeWithdrawal(page, address);

    const sent = order.getByRole('status').filter({ hasText: '$9.99 was sent to you' });
    await expect(sent).toContainText(`BTC to ${address} (Bitcoin), on`, SETTLED);
    await expect(sent).toContainText("The provider's reference:");
    await page.screenshot({ path: `test-results/payouts-${label}-sent.png` });
  });
}

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: an anonymous eSIM paid in part is paid back to the buyer's address through NOWPayments`, async ({
    page,
  }) => {
    const address = label === 'phone' ? ADDRESSES.esimPhone : ADDRESSES.esimLaptop;
    await page.setViewportSize(viewport);
    const { owed, order } = await anonymousEsimOwed(page);

    const terms = await checkAddress(owed, address);
    await expectTerms(terms, address);
    await page.screenshot({ path: `test-results/payouts-esim-${label}-confirm.png` });

    await terms.getByRole('button', { name: 'Send' }).click();
    const sending = order.getByRole('status').filter({ hasText: '$12.50 is being sent' });
    await expect(sending).toContainText(`BTC to ${address} (Bitcoin) is on its way.`);
    // The panel that said the part-payment was kept now says where it is.
    await expect(statusTitle(order, 'Your payment is on its way back to you')).toBeVisible();

    await completeNowPaymentsPayout(page, address);

    const sent = order.getByRole('status').filter({ hasText: '$12.50 was sent to you' });
    await expect(sent).toContainText(`BTC to ${address} (Bitcoin), on`, SETTLED);
    await expect(sent).toContainText("The provider's reference:");
    await expect(statusTitle(order, 'Your payment was returned to you')).toBeVisible();
    await page.screenshot({ path: `test-results/payouts-esim-${label}-sent.png` });
  });
}

test("a payout above the limit waits for the shop's approval on Held Payments, then is sent", async ({
  page,
  browser,
}) => {
  const address = ADDRESSES.approval;
  // Every payout above $5 waits for an operator (the clock-moving project runs alone); the defaults come back after.
  expect(runOps('payouts:limits', '5', '200').code).toBe(0);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { owed, order, orderId } = await anonymousOrderOwed(page);
    await (await checkAddress(owed, address)).getByRole('button', { name: 'Send' }).click();
    const waiting = order.getByRole('status').filter({ hasText: "Waiting for the shop's approval" });
    await expect(waiting).toContainText(`The payout of $9.99 as`);
    await page.screenshot({ path: 'test-results/payouts-approval-waiting.png' });

    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const adminEmail = uniqueEmail('payout-admin');
    await registerThroughDialog(admin, adminEmail, 'Payout Admin');
    await promoteToAdmin(admin.request, adminEmail);
    await admin.goto('/admin/held-payments');
    const owedList = admin.getByRole('table', { name: 'Money owed to buyers' });
    const row = owedList.getByRole('row', { name: new RegExp(orderId) });
    await expect(row).toContainText('Awaiting approval');
    await row.getByRole('button', { name: `Approve the payout of order ${orderId}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve payout' });
    await dialog.getByLabel('Reason').fill('Known buyer, checked the address');
    await admin.screenshot({ path: 'test-results/payouts-approval-dialog.png' });
    await dialog.getByRole('button', { name: 'Confirm Approve' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Payout approved: it is being sent' })).toBeVisible();
    await expect(row).toContainText('Being paid out');
    await admin.screenshot({ path: 'test-results/payouts-approval-admin.png', fullPage: true });

    await completeWithdrawal(page, address);
    await expect(order.getByRole('status').filter({ hasText: '$9.99 was sent to you' })).toContainText(
      "The provider's reference:",
      SETTLED,
    );
  } finally {
    expect(runOps('payouts:limits', '25', '200').code).toBe(0);
  }
});

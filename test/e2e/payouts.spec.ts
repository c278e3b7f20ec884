// Money back to the buyer's own address (docs/decisions/064), at a phone's and a laptop's width: an anonymous one-time
// order that gets no code in its 15 minutes is owed back; "Send it to my wallet address" refuses a mistyped address
// under its field, shows the CoinPayments simulator's terms back (network, amount, fee, what arrives), and sends; the
// page says it is being sent, and, once the simulator's page completes the withdrawal (its signed IPN), says it was
// sent with the provider's reference, without a reload. It moves the runtime's clock: the clock-moving project.

import { expect, test } from '@playwright/test';
import { anonymousOrderOwed } from './owed-order';

/** Bitcoin addresses with valid checksums, one a journey, so the simulator's page lists each payout apart. */
const ADDRESSES = {
  phone: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  laptop: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
} as const;
/** The simulator's IPN lands, and the page reads the payout again (every 5 s while it is being sent). */
const SETTLED = { timeout: 30_000 };

test.describe.configure({ timeout: 150_000 });

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test(`${label}: an anonymous order with no code is paid back to the buyer's address through CoinPayments`, async ({
    page,
  }) => {
    const address = ADDRESSES[label];
    await page.setViewportSize(viewport);
    const { owed, order } = await anonymousOrderOwed(page);

    await owed.getByRole('button', { name: 'Send it to my wallet address' }).click();
    await owed.getByLabel('Coin').selectOption({ label: 'BTC (Bitcoin)' });
    const field = owed.getByLabel('Your wallet address');
    await field.fill(`${address.slice(0, -1)}5`);
    await owed.getByRole('button', { name: 'Check address' }).click();
    await expect(owed.getByText('This is not a valid BTC (Bitcoin) address.')).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill(address);
    await owed.getByRole('button', { name: 'Check address' }).click();
    const terms = owed.getByRole('region', { name: 'Check before sending' });
    await expect(terms).toContainText(address);
    await expect(terms).toContainText('NetworkBitcoin');
    await expect(terms).toContainText(/Amount\d+\.\d+ BTC/);
    await expect(terms).toContainText(/Provider's fee\d+\.\d+ BTC/);
    await expect(terms).toContainText(/You receive\d+\.\d+ BTC/);
    await terms.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/payouts-${label}-confirm.png` });

    await terms.getByRole('button', { name: 'Send' }).click();
    const sending = order.getByRole('status').filter({ hasText: '$9.99 is being sent' });
    await expect(sending).toContainText(`BTC to ${address} (Bitcoin) is on its way.`);
    await page.screenshot({ path: `test-results/payouts-${label}-sending.png` });

    // The sendPayouts job runs each minute of the runtime's time: a minute on, it has asked the simulator; its page
    // completes the withdrawal, which posts the signed withdrawal IPN to the site.
    expect((await page.request.post('/_sim/clock/api', { data: { advance_ms: 60_000 } })).ok()).toBe(true);
    const simulator = await page.context().newPage();
    await simulator.goto('/_sim/coinpayments/withdrawals/');
    await simulator
      .getByRole('row', { name: new RegExp(address) })
      .getByRole('button', { name: 'Complete' })
      .click();
    await expect(simulator.getByRole('row', { name: new RegExp(address) })).toContainText('Complete');
    await simulator.close();

    const sent = order.getByRole('status').filter({ hasText: '$9.99 was sent to you' });
    await expect(sent).toContainText(`BTC to ${address} (Bitcoin), on`, SETTLED);
    await expect(sent).toContainText("The provider's reference:");
    await page.screenshot({ path: `test-results/payouts-${label}-sent.png` });
  });
}

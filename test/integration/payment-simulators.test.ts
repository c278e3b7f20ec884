import { describe, expect, inject, it } from 'vitest';
import { registeredMember } from '../support/http.js';
import { balance, eventually } from '../support/payments.js';

const PROVIDERS = [
  ['coinpayments', 'BTC', 'CoinPayments'],
  ['nowpayments', 'btc', 'NOWPayments'],
] as const;

/** The payment simulators' addresses as `npm start` prints them. */
function printedSimulatorUrls(): string[] {
  const line = inject('startOutput')
    .split('\n')
    .find((text) => text.startsWith('Payment simulators:'));
  return [...(line ?? '').matchAll(/https?:\/\/\S+\//g)].map((match) => match[0]);
}

describe('payment simulators', () => {
  it('prints one index address for each payment simulator', () => {
    expect(printedSimulatorUrls()).toEqual([
      `${inject('siteUrl')}/_sim/coinpayments/`,
      `${inject('siteUrl')}/_sim/nowpayments/`,
    ]);
  });

  it.each(PROVIDERS)(
    'lists a %s payment just created on the printed index with its actions, which settle it',
    async (provider, coin, name) => {
      const { client } = await registeredMember(`sim-index-${provider}`);
      const created = await client.post(`/users/${provider}.php`, {
        amount: 2_000,
        currency: 'USD',
        crypto_currency: coin,
      });
      expect(created.status).toBe(201);
      const checkoutPath = new URL(created.body.payment_url as string).pathname;
      const index = printedSimulatorUrls().find((url) => url.includes(`/_sim/${provider}/`))!;

      const page = await fetch(index);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<h1>${name} <span class="badge">simulator</span></h1>`);
      const row = html.slice(html.indexOf(`href="${checkoutPath}"`));
      expect(row).toMatch(/^href="[^"]+">\S+<\/a><\/td><td>[^<]*<\/td>\s*<td>20(\.00)? USD/);
      for (const action of ['Pay in full', 'Underpay (half)', 'Cancel', 'Let it expire']) expect(row).toContain(action);

      // The index's Pay in full settles the payment and comes back to the index.
      const paid = await fetch(new URL(checkoutPath, index), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'pay', from: 'index' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/_sim/${provider}/`);
      expect(
        await eventually(
          () => balance(client),
          (cents) => cents >= 2_000,
        ),
      ).toBe(2_000);
    },
  );
});

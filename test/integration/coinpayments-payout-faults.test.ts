// FAULTS' `coinpayments-payout-fail` on a runtime of its own (docs/decisions/064): the CoinPayments simulator refuses a
// withdrawal or answers its creation with a 500, and the payout adapter reads the first as refused (nothing sent) and
// the second as unknown (never asked again), while quotes still answer.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoinPaymentsPayouts } from '../../functions/adapters/payouts/coinpayments-payouts.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';
import type { LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';

let stack: LocalStack;

beforeAll(async () => {
  stack = await ownStack({ FAULTS: 'coinpayments-payout-fail=1' });
});

afterAll(async () => {
  await stack?.stop();
});

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('FAULTS=coinpayments-payout-fail', () => {
  it('fails every withdrawal as refused or unknown, and quotes still answer', async () => {
    const payouts = createCoinPaymentsPayouts({
      apiUrl: `${stack.siteUrl}${SIMULATOR_PATHS.coinpaymentsApi}`,
      publicKey: LOCAL_DEFAULTS.COINPAYMENTS_PUBLIC_KEY,
      privateKey: async () => LOCAL_DEFAULTS.COINPAYMENTS_PRIVATE_KEY,
    });
    expect(await payouts.quote('BTC', ADDRESS, 1_000)).toMatchObject({ coin: 'BTC', address: ADDRESS });
    // Each creation meets one or the other at random: sent until both were seen (40 tries miss one once in 2^39).
    const outcomes = new Set<string>();
    for (let index = 0; index < 40 && outcomes.size < 2; index += 1) {
      const answer = await payouts.send({
        payoutId: `fault-${index}`,
        coin: 'BTC',
        address: ADDRESS,
        amountUsdCents: 1_000,
        notifyUrl: `${stack.siteUrl}/webhooks/coinpayments/payout?payout=fault-${index}`,
      });
      outcomes.add(answer.outcome);
    }
    expect(outcomes).toEqual(new Set(['refused', 'unknown']));
  });
});

// The CoinPayments simulator's withdrawals, for tests of payouts to a buyer's address (docs/decisions/064): the ones
// sent to an address, read from its page, and its Complete or Fail, which posts the signed withdrawal IPN to the site.

import { expect } from 'vitest';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';

/** The simulator's withdrawals to this address. */
export async function withdrawalsTo(siteUrl: string, address: string): Promise<string[]> {
  const page = await (await fetch(`${siteUrl}${SIMULATOR_PATHS.coinpaymentsWithdrawals}`)).text();
  return [...page.matchAll(/data-withdrawal="(\w+)"[\s\S]*?<\/tr>/g)]
    .filter((row) => row[0].includes(address))
    .map((row) => row[1]!);
}

/** The simulator's page completes or fails a withdrawal. */
export async function settleWithdrawal(siteUrl: string, withdrawalId: string, outcome: 'complete' | 'fail') {
  const response = await fetch(`${siteUrl}${SIMULATOR_PATHS.coinpaymentsWithdrawals}${withdrawalId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

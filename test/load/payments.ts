// Paying at a provider's simulator: it posts the signed IPNs to our webhook as the provider would, here with 1 to 3
// copies of each and, a third of the time, the older status again after the final one.

import { chance, type World } from './world.js';

export type Outcome = 'pay' | 'underpay' | 'cancel' | 'expire';

/** Picks an outcome by its share and has the simulator send it; returns the outcome. */
export async function payAtSimulator(
  world: World,
  provider: string,
  checkoutUrl: string,
  shares: Record<Outcome, number>,
): Promise<Outcome> {
  let roll = Math.random();
  const outcome = (Object.keys(shares) as Outcome[]).find((name) => (roll -= shares[name]) < 0) ?? 'pay';
  const form = new URLSearchParams({
    outcome,
    copies: String(1 + Math.floor(Math.random() * 3)),
    ...(chance(1 / 3) ? { out_of_order: '1' } : {}),
  });
  await world.stats.time(
    `${provider} simulator: signed IPNs (${outcome})`,
    () =>
      fetch(checkoutUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      }),
    (answer) => (answer.status === 303 ? 'ok' : 'error'),
  );
  return outcome;
}

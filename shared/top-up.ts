// The top-up bonus (docs/decisions/013 "Top-ups"): credited by the server when a top-up completes, announced by the
// wallet screens.

import { BONUS_TIERS } from './constants.js';
import { percentOf, type Cents } from './money.js';

/** 10% from $50, 15% from $100, nothing below $50. */
export function topUpBonus(amountCents: Cents): Cents {
  const tier = BONUS_TIERS.find((t) => amountCents >= t.fromCents);
  return tier ? percentOf(amountCents, tier.percent) : 0;
}

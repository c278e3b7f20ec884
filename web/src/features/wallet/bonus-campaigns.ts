// The top-up bonus campaigns as the wallet screens show them, smallest first (docs/decisions/015 "Screens": 10% for a
// top-up of at least $50, 15% for at least $100).

import { BONUS_TIERS } from '@shared/constants';
import { formatUsd } from '@shared/money';

export const BONUS_CAMPAIGNS = [...BONUS_TIERS].sort((a, b) => a.fromCents - b.fromCents);

/** 'Top up $50.00 or more for a 10% bonus, $100.00 or more for 15%.' */
export const BONUS_INVITATION = `Top up ${BONUS_CAMPAIGNS.map(
  (tier, index) =>
    `${formatUsd(tier.fromCents)} or more for ${index === 0 ? `a ${tier.percent}% bonus` : `${tier.percent}%`}`,
).join(', ')}.`;

// The Payout item (entity version 1): a payout of an owed amount to the buyer's address (docs/decisions/064), keyed by
// our payout id; while it is being sent it is listed in gsi1 (partition `PAYOUT#SENDING`, oldest first) for the
// sendPayouts job. Beside it, the day's automatic payouts (`PAYOUTDAY#<day>`) and the operator's limits.

import type { Payout, PayoutLimits } from '../../domain/refunds/payout.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

export const payoutKey = (id: string) => soleItemKey('PAYOUT', id);
export const payoutDayKey = (day: string) => soleItemKey('PAYOUTDAY', day);
export const PAYOUT_LIMITS_KEY = { pk: 'PAYOUTS', sk: 'SETTINGS' };
export const SENDING_PAYOUTS_GSI_PK = 'PAYOUT#SENDING';

/** The index keys of a payout being sent; none otherwise. */
export const sendingIndex = (payout: Pick<Payout, 'requestedAt' | 'id'>) => ({
  gsi1pk: SENDING_PAYOUTS_GSI_PK,
  gsi1sk: `${payout.requestedAt}#${payout.id}`,
});

export function payoutToItem(payout: Payout) {
  return entityItem(
    'Payout',
    { ...payoutKey(payout.id), ...(payout.state === 'sending' ? sendingIndex(payout) : {}) },
    payout,
  );
}

export function payoutFromItem(item: Record<string, unknown>): Payout {
  const fields = storedFields<Payout>(item);
  return {
    ...fields.as(
      'id',
      'orderId',
      'provider',
      'coin',
      'network',
      'address',
      'amountCoin',
      'feeCoin',
      'receiveCoin',
      'amountCents',
      'state',
      'asked',
      'requestedAt',
    ),
    ...fields.orNull('reference', 'txHash', 'failure', 'askedAt', 'settledAt', 'reviewedBy'),
  };
}

export function payoutLimitsFromItem(item: Record<string, unknown> | undefined, defaults: PayoutLimits): PayoutLimits {
  return {
    autoMaxCents: typeof item?.autoMaxCents === 'number' ? item.autoMaxCents : defaults.autoMaxCents,
    dailyMaxCents: typeof item?.dailyMaxCents === 'number' ? item.dailyMaxCents : defaults.dailyMaxCents,
  };
}

// The UndeliverableAddress item (entity version 1): one per address SES reported as bouncing for good or calling our
// mail spam, removed by TTL a year on (docs/decisions/056).

import type { UndeliverableMark } from '../../domain/outbox/mail-rule.js';
import { epochSeconds } from './table-definition.js';
import { entityItem, soleItemKey } from './entity-item.js';

/** How long a mark is kept: longer than any anonymous order and its lease live, not for ever (it is an address). */
export const UNDELIVERABLE_KEPT_DAYS = 365;

export const undeliverableAddressKey = (email: string) => soleItemKey('UNDELIVERABLE', email);

export function undeliverableAddressToItem(email: string, mark: UndeliverableMark) {
  const at = new Date(mark.at);
  return entityItem('UndeliverableAddress', undeliverableAddressKey(email), {
    ...mark,
    ttl: epochSeconds(new Date(at.getTime() + UNDELIVERABLE_KEPT_DAYS * 86_400_000)),
  });
}

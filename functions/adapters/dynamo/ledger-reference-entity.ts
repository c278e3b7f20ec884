// The LedgerReference item (entity version 1): a claim on a ledger entry's reference, so the entry applies once.

import { entityItem, soleItemKey } from './entity-item.js';

export const ledgerReferenceKey = (reference: string) => soleItemKey('LEDGERREF', reference);

export function ledgerReferenceToItem(reference: string, transactionId: string, userId: string) {
  return entityItem('LedgerReference', ledgerReferenceKey(reference), { transactionId, userId });
}

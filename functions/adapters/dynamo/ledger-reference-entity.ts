// The LedgerReference item (entity version 1): a claim on a ledger entry's reference, so the entry applies once.

export const ledgerReferenceKey = (reference: string) => ({ pk: `LEDGERREF#${reference}`, sk: 'LEDGERREF' });

export function ledgerReferenceToItem(reference: string, transactionId: string, userId: string) {
  return { ...ledgerReferenceKey(reference), entity: 'LedgerReference', version: 1, transactionId, userId };
}

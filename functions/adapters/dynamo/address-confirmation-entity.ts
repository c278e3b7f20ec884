// The AddressConfirmation item (entity version 1): a confirmation token stored as its hash with the address it was sent
// to and whose address it confirms, removed by TTL once expired (docs/decisions/053).

import type { AddressConfirmation, ConfirmationTarget } from '../../domain/auth/address-confirmation-ports.js';
import { epochSeconds } from './table-definition.js';
import { entityItem, soleItemKey } from './entity-item.js';

export const addressConfirmationKey = (tokenHash: string) => soleItemKey('CONFIRM', tokenHash);

export function addressConfirmationToItem(confirmation: AddressConfirmation) {
  return entityItem('AddressConfirmation', addressConfirmationKey(confirmation.tokenHash), {
    targetKind: confirmation.target.kind,
    targetId: confirmation.target.id,
    email: confirmation.email,
    expiresAt: confirmation.expiresAt.toISOString(),
    ttl: epochSeconds(confirmation.expiresAt),
  });
}

export function addressConfirmationFromItem(tokenHash: string, item: Record<string, unknown>): AddressConfirmation {
  return {
    tokenHash,
    target: { kind: item.targetKind, id: item.targetId } as ConfirmationTarget,
    email: item.email as string,
    expiresAt: new Date(item.expiresAt as string),
  };
}

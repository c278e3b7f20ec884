// The PasswordReset item (entity version 1): a reset token stored as its hash, removed by TTL once expired.

import { epochSeconds } from './table-definition.js';
import { entityItem, soleItemKey } from './entity-item.js';

export interface PasswordReset {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

export const passwordResetKey = (tokenHash: string) => soleItemKey('RESET', tokenHash);

export function passwordResetToItem(reset: PasswordReset) {
  return entityItem('PasswordReset', passwordResetKey(reset.tokenHash), {
    userId: reset.userId,
    expiresAt: reset.expiresAt.toISOString(),
    ttl: epochSeconds(reset.expiresAt),
  });
}

export function passwordResetFromItem(tokenHash: string, item: Record<string, unknown>): PasswordReset {
  return { tokenHash, userId: item.userId as string, expiresAt: new Date(item.expiresAt as string) };
}

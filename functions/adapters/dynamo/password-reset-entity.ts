// The PasswordReset item (entity version 1): a reset token stored as its hash, removed by TTL once expired.

import { epochSeconds } from './table-definition.js';

export interface PasswordReset {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

export const passwordResetKey = (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' });

export function passwordResetToItem(reset: PasswordReset) {
  return {
    ...passwordResetKey(reset.tokenHash),
    entity: 'PasswordReset',
    version: 1,
    userId: reset.userId,
    expiresAt: reset.expiresAt.toISOString(),
    ttl: epochSeconds(reset.expiresAt),
  };
}

export function passwordResetFromItem(tokenHash: string, item: Record<string, unknown>): PasswordReset {
  return { tokenHash, userId: item.userId as string, expiresAt: new Date(item.expiresAt as string) };
}

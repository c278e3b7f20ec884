// The User item and its email claim: key composition and mapping (entity version 1).

import type { TwoFactor, User } from '../../domain/users/user.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

export const userKey = (id: string) => soleItemKey('USER', id);
/** Every user, newest first, on gsi1: the back office's list. */
export const USERS_GSI_PK = 'USERS';
/** One item per email makes the address unique: it is written with `attribute_not_exists`. */
export const emailKey = (email: string) => soleItemKey('EMAIL', email);

export function userToItem(user: User) {
  const { twoFactor, ...fields } = user;
  return entityItem(
    'User',
    { ...userKey(user.id), gsi1pk: USERS_GSI_PK, gsi1sk: `${user.createdAt}#${user.id}` },
    { ...fields, ...(twoFactor ? twoFactorAttributes(twoFactor) : {}) },
  );
}

/**
 * Two-factor sign-in's attributes (docs/decisions/042), top-level so that one conditional update can use a step or
 * take one recovery code out of its string set.
 */
export function twoFactorAttributes(twoFactor: TwoFactor) {
  return {
    twoFactorSecret: twoFactor.sealedSecret,
    twoFactorEnabled: twoFactor.enabled,
    twoFactorLastStep: twoFactor.lastUsedStep,
    ...(twoFactor.recoveryCodeHashes.length > 0 ? { twoFactorRecovery: new Set(twoFactor.recoveryCodeHashes) } : {}),
  };
}

function twoFactorFromItem(item: Record<string, unknown>): TwoFactor | null {
  if (typeof item.twoFactorSecret !== 'string') return null;
  const recovery = item.twoFactorRecovery as Set<string> | undefined;
  return {
    sealedSecret: item.twoFactorSecret,
    enabled: item.twoFactorEnabled === true,
    lastUsedStep: (item.twoFactorLastStep as number | undefined) ?? 0,
    recoveryCodeHashes: recovery ? [...recovery] : [],
  };
}

export function userFromItem(item: Record<string, unknown>): User {
  const fields = storedFields<User>(item);
  return {
    ...fields.as('id', 'name', 'email', 'passwordHash', 'role', 'walletBalanceCents', 'isActive', 'createdAt'),
    ...fields.orNull('apiKey', 'lastLoginAt'),
    sessionGeneration: (item.sessionGeneration as number | undefined) ?? 0,
    notifications: (item.notifications as User['notifications'] | undefined) ?? {},
    twoFactor: twoFactorFromItem(item),
    // No attribute: stored before addresses were confirmed, so counted as confirmed since it was made (053).
    emailConfirmedAt:
      item.emailConfirmedAt === undefined ? (item.createdAt as string) : (item.emailConfirmedAt as string | null),
    // No attribute: stored before bounces were heard, or never marked (056).
    emailUndeliverable: (item.emailUndeliverable as User['emailUndeliverable'] | undefined) ?? null,
  };
}

export function emailClaimItem(email: string, userId: string) {
  return entityItem('EmailClaim', emailKey(email), { userId });
}

// The User item and its email claim: key composition and mapping (entity version 1).

import type { User } from '../../domain/users/user.js';

export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'USER' });
/** Every user, newest first, on gsi1: the back office's list. */
export const USERS_GSI_PK = 'USERS';
/** One item per email makes the address unique: it is written with `attribute_not_exists`. */
export const emailKey = (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' });

export function userToItem(user: User) {
  return {
    ...userKey(user.id),
    gsi1pk: USERS_GSI_PK,
    gsi1sk: `${user.createdAt}#${user.id}`,
    entity: 'User',
    version: 1,
    ...user,
  };
}

export function userFromItem(item: Record<string, unknown>): User {
  return {
    id: item.id as string,
    name: item.name as string,
    email: item.email as string,
    passwordHash: item.passwordHash as string,
    role: item.role as User['role'],
    walletBalanceCents: item.walletBalanceCents as number,
    apiKey: (item.apiKey as string | undefined) ?? null,
    isActive: item.isActive as boolean,
    createdAt: item.createdAt as string,
    lastLoginAt: (item.lastLoginAt as string | undefined) ?? null,
    sessionGeneration: (item.sessionGeneration as number | undefined) ?? 0,
    notifications: (item.notifications as User['notifications'] | undefined) ?? {},
  };
}

export function emailClaimItem(email: string, userId: string) {
  return { ...emailKey(email), entity: 'EmailClaim', version: 1, userId };
}

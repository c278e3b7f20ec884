// The User entity, its factory and its public view (docs/decisions/015 "Fields").

import { randomUUID } from 'node:crypto';
import { ROLE_USER, type Role } from '../../../shared/constants.js';
import type { NotificationSettings } from '../../../shared/schemas/notification-settings.js';
import type { PublicUser } from '../../../shared/schemas/user.js';

export interface User {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  walletBalanceCents: number;
  apiKey: string | null;
  isActive: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  /** Sessions started in an earlier generation are over: a password change or reset moves to the next one. */
  sessionGeneration: number;
  /** The settings the member changed; the rest keep their defaults (notification-settings.ts). */
  notifications: Partial<NotificationSettings>;
  /** Two-factor sign-in: null until enrolment starts (docs/decisions/042). */
  twoFactor: TwoFactor | null;
}

export interface TwoFactor {
  /** The TOTP secret, sealed (auth/ports.ts SecretSealer). */
  sealedSecret: string;
  /** False while enrolment waits for its first code. */
  enabled: boolean;
  /** The last TOTP step used: a code of that step or an earlier one is refused. */
  lastUsedStep: number;
  /** SHA-256 of each recovery code not used yet. */
  recoveryCodeHashes: string[];
}

/** Whether a sign-in of this user needs a second factor. */
export const hasTwoFactor = (user: User): boolean => user.twoFactor?.enabled === true;

/** A new user with sensible defaults; seeds and tests pass overrides. */
export function createUser(overrides: Partial<User> & Pick<User, 'email' | 'passwordHash'>): User {
  return {
    id: randomUUID(),
    name: overrides.email.split('@')[0] ?? overrides.email,
    role: ROLE_USER,
    walletBalanceCents: 0,
    apiKey: null,
    isActive: true,
    createdAt: new Date().toISOString(),
    lastLoginAt: null,
    sessionGeneration: 0,
    notifications: {},
    twoFactor: null,
    ...overrides,
  };
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    wallet_balance: user.walletBalanceCents,
    api_key: user.apiKey,
  };
}

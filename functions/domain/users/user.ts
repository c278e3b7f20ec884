// The User entity, its factory and its public view (docs/decisions/015 "Fields").

import { randomUUID } from 'node:crypto';
import { ROLE_USER, type Role } from '../../../shared/constants.js';
import type { NotificationSettings } from '../../../shared/schemas/notification-settings.js';
import type { PublicUser } from '../../../shared/schemas/user.js';
import type { Recipient, UndeliverableMark } from '../outbox/mail-rule.js';

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
  /**
   * When the member opened the confirmation link sent to `email`; null until then, and again after an email change
   * (docs/decisions/053). Accounts stored before addresses were confirmed count as confirmed.
   */
  emailConfirmedAt: string | null;
  /**
   * Set when SES said mail to `email` bounced for good or was called spam (docs/decisions/056); cleared by an email
   * change. While set, the address gets only the mail that keeps the account its owner's (outbox/mail-rule.ts).
   */
  emailUndeliverable: UndeliverableMark | null;
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

/** The member's address, as the mail rule sees it (docs/decisions/053). */
export const memberRecipient = (user: Pick<User, 'email' | 'emailConfirmedAt' | 'emailUndeliverable'>): Recipient => ({
  email: user.email,
  confirmed: user.emailConfirmedAt !== null,
  undeliverable: user.emailUndeliverable !== null,
});

/**
 * A new user with sensible defaults; seeds and tests pass overrides. Its address counts as confirmed unless said:
 * registration, the only way in from outside, makes it unconfirmed (docs/decisions/053).
 */
export function createUser(overrides: Partial<User> & Pick<User, 'email' | 'passwordHash'>): User {
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  return {
    id: randomUUID(),
    name: overrides.email.split('@')[0] ?? overrides.email,
    role: ROLE_USER,
    walletBalanceCents: 0,
    apiKey: null,
    isActive: true,
    createdAt,
    lastLoginAt: null,
    sessionGeneration: 0,
    notifications: {},
    twoFactor: null,
    emailConfirmedAt: createdAt,
    emailUndeliverable: null,
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
    email_confirmed: user.emailConfirmedAt !== null,
    email_undeliverable: user.emailUndeliverable?.reason ?? null,
  };
}

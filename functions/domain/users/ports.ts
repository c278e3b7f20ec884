// The ports of the users area, implemented in adapters/.

import type { Role } from '../../../shared/constants.js';
import type { NotificationSettings } from '../../../shared/schemas/notification-settings.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { UndeliverableMark } from '../outbox/mail-rule.js';
import type { User } from './user.js';

/** What turns two-factor on: the enrolled secret, the step of the code that confirmed it, the recovery codes' hashes. */
export interface TwoFactorEnrolment {
  sealedSecret: string;
  step: number;
  recoveryCodeHashes: string[];
}

export interface UserRepository {
  /** Creates the user and claims the email in one transaction; throws AppError('emailExists') if taken. */
  create(user: User): Promise<void>;
  /** Strongly consistent unless asked. */
  findById(id: string, consistency?: 'strong' | 'eventual'): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /**
   * Changes name and/or email (re-claiming the email atomically), with the emails it causes; throws
   * AppError('emailExists') if taken.
   */
  updateProfile(user: User, changes: { name?: string; email?: string }, outbox: readonly OutboxItem[]): Promise<User>;
  /** Marks the member's address undeliverable while it is still `email`; false when it is not (docs/decisions/056). */
  markUndeliverable(id: string, email: string, mark: UndeliverableMark): Promise<boolean>;
  setRole(id: string, role: Role): Promise<void>;
  /** Switches the account on or off; switching off ends every session (the next generation) and refuses login. */
  setActive(id: string, active: boolean): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  /** Replaces the hash while it is still `previousHash` (a stronger hash of the same password); false otherwise. */
  upgradePasswordHash(id: string, previousHash: string, passwordHash: string): Promise<boolean>;
  /**
   * Each change below moves the user to the next session generation, which ends their sessions, in one transaction
   * with the emails it causes (docs/decisions/010, 043, 050). The session `keepSessionId` moves along and stays; with
   * null, every session ends. False when the user's generation is no longer `user`'s (the session has ended too).
   *
   * Sets a new password.
   */
  changePassword(
    user: User,
    passwordHash: string,
    keepSessionId: string,
    outbox: readonly OutboxItem[],
  ): Promise<boolean>;
  /** Ends every other session ("Sign out the others"). */
  endOtherSessions(user: User, keepSessionId: string): Promise<boolean>;
  /** Ends every session (the emailed "sign out everywhere" link). */
  endAllSessions(user: User): Promise<boolean>;
  /** Starts (or restarts) enrolment with a new sealed secret; false when two-factor is already on. */
  startTwoFactor(id: string, sealedSecret: string): Promise<boolean>;
  /**
   * Turns two-factor on, while the enrolment is still `enrolment.sealedSecret`'s and not on; the kept session counts
   * as signed in with the second factor, which it has just shown.
   */
  enableTwoFactor(
    user: User,
    enrolment: TwoFactorEnrolment,
    keepSessionId: string | null,
    outbox: readonly OutboxItem[],
  ): Promise<boolean>;
  /**
   * Turns two-factor off, or drops an enrolment not yet confirmed: the secret, the recovery codes and the last step
   * used go.
   */
  disableTwoFactor(user: User, keepSessionId: string | null, outbox: readonly OutboxItem[]): Promise<boolean>;
  /** Records `step` as used while it is later than the last one used and two-factor is on; false otherwise. */
  useTotpStep(id: string, step: number): Promise<boolean>;
  /** Removes one unused recovery code by its hash; false when it is not (or no longer) among them. */
  useRecoveryCode(id: string, hash: string): Promise<boolean>;
  /** Stores the notification settings the member changed, merged over those already changed; the user as stored. */
  updateNotifications(user: User, changes: Partial<NotificationSettings>): Promise<User>;
  /**
   * A deleted account: name, email and password hash removed, the email free to register again, every session ended
   * (the next generation), login refused. Only while the balance is 0 and the generation is still `user`'s; false when
   * either moved meanwhile.
   */
  removePersonalData(user: User): Promise<boolean>;
}

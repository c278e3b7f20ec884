// The ports of the users area, implemented in adapters/.

import type { Role } from '../../../shared/constants.js';
import type { NotificationSettings } from '../../../shared/schemas/notification-settings.js';
import type { User } from './user.js';

export interface UserRepository {
  /** Creates the user and claims the email in one transaction; throws AppError('emailExists') if taken. */
  create(user: User): Promise<void>;
  /** Strongly consistent unless asked. */
  findById(id: string, consistency?: 'strong' | 'eventual'): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Changes name and/or email (re-claiming the email atomically); throws AppError('emailExists') if taken. */
  updateProfile(user: User, changes: { name?: string; email?: string }): Promise<User>;
  setRole(id: string, role: Role): Promise<void>;
  /** Switches the account on or off; switching off ends every session (the next generation) and refuses login. */
  setActive(id: string, active: boolean): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  /** Replaces the hash while it is still `previousHash` (a stronger hash of the same password); false otherwise. */
  upgradePasswordHash(id: string, previousHash: string, passwordHash: string): Promise<boolean>;
  /**
   * Sets a new password and moves the user to the next session generation, which ends every session; the session
   * `keepSessionId` moves along with it and stays. False when the user's generation is no longer `user`'s.
   */
  changePassword(user: User, passwordHash: string, keepSessionId: string): Promise<boolean>;
  /** Stores the notification settings the member changed, merged over those already changed; the user as stored. */
  updateNotifications(user: User, changes: Partial<NotificationSettings>): Promise<User>;
  /**
   * A deleted account: name, email and password hash removed, the email free to register again, every session ended
   * (the next generation), login refused. Only while the balance is 0 and the generation is still `user`'s; false when
   * either moved meanwhile.
   */
  removePersonalData(user: User): Promise<boolean>;
}

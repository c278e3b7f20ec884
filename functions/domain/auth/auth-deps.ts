// What the auth rules need from the world, injected by the http layer and by tests.

import type {
  Clock,
  LoginAttemptRepository,
  Mailer,
  PasswordResetRepository,
  SessionRepository,
  UserRepository,
} from '../ports.js';

export interface AuthDeps {
  clock: Clock;
  users: UserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  passwordResets: PasswordResetRepository;
  mailer: Mailer;
  /** The session-signing key; rejects (AppError 'unavailable') while it is not usable, so nothing is signed with it. */
  jwtSecret: () => Promise<string>;
  publicUrl: string;
}

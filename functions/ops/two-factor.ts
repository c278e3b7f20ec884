// ops user:two-factor <email>: turns two-factor sign-in on for a user of the local stack with a new secret and prints it
// with the current code, so an admin can sign in on a laptop without an authenticator app; as turning it on does, it
// ends the user's sessions, which were signed in without it (docs/decisions/050). two-factor:code <secret> prints the
// current code of a secret (docs/decisions/042). Local only: in AWS a member enrols from the profile.

import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createUserRepository } from '../adapters/dynamo/user-repository.js';
import { hashRecoveryCode, newRecoveryCodes } from '../domain/auth/recovery-codes.js';
import { currentTotpCode, newTotpSecret } from '../domain/auth/totp.js';
import type { OpsContext } from './ops-command.js';

export async function enrolTwoFactorCommand(table: TableClient, args: string[], context: OpsContext): Promise<string> {
  const email = args[0]?.trim().toLowerCase();
  if (!email || args.length > 1) throw new Error('Usage: user:two-factor <email>');
  if (!context.sealer)
    throw new Error('user:two-factor runs against the local stack only; in AWS enrol from the profile');
  const users = createUserRepository(table);
  const user = await users.findByEmail(email);
  if (!user) throw new Error(`No user with the email ${email}`);
  if (user.twoFactor?.enabled) return `${email} has two-factor sign-in on already; nothing changed`;
  const secret = newTotpSecret();
  const sealed = await context.sealer.seal(secret, user.id);
  const codes = newRecoveryCodes();
  if (
    !(await users.startTwoFactor(user.id, sealed)) ||
    !(await users.enableTwoFactor(
      user,
      { sealedSecret: sealed, step: 0, recoveryCodeHashes: codes.map(hashRecoveryCode) },
      null,
      [],
    ))
  ) {
    throw new Error(`Two-factor sign-in of ${email} changed meanwhile; try again`);
  }
  return [
    `Two-factor sign-in is on for ${email}; their sessions have ended, so they sign in again with a code.`,
    `Secret: ${secret}`,
    `Current code: ${currentTotpCode(secret, new Date())} (npm run ops -- two-factor:code ${secret} prints the next ones)`,
    `Recovery codes: ${codes.join(' ')}`,
  ].join('\n');
}

export async function twoFactorCodeCommand(_table: TableClient, args: string[]): Promise<string> {
  const secret = args[0]?.trim();
  if (!secret || args.length > 1) throw new Error('Usage: two-factor:code <secret>');
  return currentTotpCode(secret, new Date());
}

// ops user:two-factor:reset <email>: for a user locked out with their authenticator and recovery codes lost, turns
// two-factor sign-in off and ends every session (docs/decisions/042); against the local stack, or AWS with --stage.
// An admin then enrols again, from /admin/security, before any admin call.

import { ROLE_ADMIN } from '../../shared/constants.js';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createUserRepository } from '../adapters/dynamo/user-repository.js';
import { resetTwoFactor } from '../domain/auth/reset-two-factor.js';
import { withOperator } from './operator-name.js';

export async function resetTwoFactorCommand(table: TableClient, args: string[]): Promise<string> {
  const { operator, rest } = withOperator(args);
  const email = rest[0]?.trim().toLowerCase();
  if (!email || rest.length > 1) throw new Error('Usage: user:two-factor:reset <email> [--by <name>]');
  const users = createUserRepository(table);
  const user = await users.findByEmail(email);
  if (!user) throw new Error(`No user with the email ${email}`);
  if (!(await resetTwoFactor({ users, clock: { now: () => new Date() } }, operator, user)))
    return `${email} has two-factor sign-in off already; nothing changed`;
  const admin = user.role === ROLE_ADMIN ? ' (as an admin they must, before any admin call)' : '';
  return (
    `Two-factor sign-in is off for ${email} and every session of theirs has ended; ` +
    `they sign in with the password alone and may enrol again${admin}`
  );
}

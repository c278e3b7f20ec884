// Password reset: a single-use emailed link valid for RESET_TOKEN_TTL_S, the email written with the token; using it ends
// every session of the user, lifts the account's login lock and revokes the API keys unless the member chose to keep
// them (docs/decisions/010, 050).

import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_S } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import { greeting } from '../outbox/mail-rule.js';
import { memberRecipient } from '../users/user.js';
import type { AuthDeps } from './auth-deps.js';
import type { ApiKeyDeps } from '../api-keys/api-key-deps.js';
import { forgetLoginFailures } from './password-check.js';
import { afterSessionsEnded } from './sessions-ended.js';

/** Only the token's hash is stored, so a leaked table cannot reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link the email carries: it opens the site's set-new-password dialog. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/?reset_token=${token}`;
}

export async function requestPasswordReset(
  deps: Pick<AuthDeps, 'clock' | 'users' | 'passwordResets' | 'events' | 'publicUrl'>,
  email: string,
): Promise<void> {
  const user = await deps.users.findByEmail(email);
  // The refusal names the field it is about, so the form shows it under the email address.
  if (!user) {
    throw new AppError('notFound', MESSAGES.emailNotFoundInRecords, { email: MESSAGES.emailNotFoundInRecords });
  }
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_S * 1000);
  const link = resetLink(deps.publicUrl, token);
  // The item carries the token until it is sent (then removed) or, unsent, until the token expires (its TTL): the
  // table holds a usable link only that long (docs/decisions/034 "Password resets").
  // Also to an address nobody has confirmed: then without the name, which whoever registered typed (053).
  const recipient = memberRecipient(user);
  const resetEmail = outboxEmail(
    recipient,
    'passwordReset',
    {
      subject: 'Reset your password',
      paragraphs: [
        greeting(recipient, user.name),
        'Open this link within one hour to choose a new password:',
        link,
        'If you did not ask for this, ignore this email.',
      ],
    },
    now,
    expiresAt,
  );
  await deps.passwordResets.create(hashResetToken(token), user.id, expiresAt, resetEmail);
  await announceOutbox(deps, resetEmail);
}

export async function confirmPasswordReset(
  deps: Pick<AuthDeps, 'clock' | 'passwordResets' | 'users' | 'counters' | 'passwords' | 'events'> &
    Pick<ApiKeyDeps, 'apiKeys'>,
  input: { token: string; password: string; revokeApiKeys: boolean },
  address: string,
): Promise<void> {
  const { token, password } = input;
  const userId = await deps.passwordResets.resetPassword(
    hashResetToken(token),
    () => deps.passwords.hash(password),
    deps.clock.now(),
  );
  if (!userId) throw new AppError('validation', MESSAGES.resetLinkInvalid, { token: MESSAGES.resetLinkInvalid });
  const user = await deps.users.findById(userId);
  if (user) await forgetLoginFailures(deps, user.email, address);
  await afterSessionsEnded(deps, userId, [], input.revokeApiKeys);
}

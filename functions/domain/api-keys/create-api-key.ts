// A member creates an API key, re-authenticated: the $29 fee is debited, and a security alert written, in the same
// transaction that stores the key (docs/decisions/018, 050).

import { API_KEY_MONTHLY_FEE_CENTS, API_KEYS_PER_MEMBER } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { CreateApiKeyRequest } from '../../../shared/schemas/api-keys.js';
import { AppError } from '../errors.js';
import { sortableId } from '../ids.js';
import { checkBalance } from '../stock/pricing.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import type { AttemptSource } from '../auth/password-check.js';
import { reauthenticate } from '../auth/reauthenticate.js';
import { securityAlert } from '../auth/security-alerts.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import type { User } from '../users/user.js';
import { generateApiKey, newApiKey, type ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';

/** The stored key and the full key, which exists only in this answer. */
export async function createApiKey(
  deps: Pick<ApiKeyDeps, 'clock' | 'apiKeys' | 'events'> &
    Pick<AuthDeps, 'users' | 'counters' | 'passwords' | 'sealer' | 'jwtSecret' | 'publicUrl'>,
  user: User,
  request: CreateApiKeyRequest,
  source: AttemptSource,
): Promise<{ key: ApiKey; fullKey: string }> {
  await reauthenticate(deps, user, request, source);
  // Checked before any write for a clear answer; the transaction's own conditions decide races.
  if ((await deps.apiKeys.summaries(user.id)).length >= API_KEYS_PER_MEMBER) limitReached();
  checkBalance(user.walletBalanceCents, API_KEY_MONTHLY_FEE_CENTS);
  const now = deps.clock.now();
  const fullKey = generateApiKey();
  const key = newApiKey(
    { id: sortableId(now), userId: user.id, name: request.name, plan: request.plan, key: fullKey },
    now,
  );
  const fee = {
    userId: user.id,
    kind: 'api_key' as const,
    amountCents: API_KEY_MONTHLY_FEE_CENTS,
    description: `API key: ${key.name}`,
    reference: `api_key:${key.id}`,
  };
  const alerts = await securityAlert(
    deps,
    user,
    { kind: 'apiKeyCreated', keyPrefix: key.keyPrefix },
    now,
    user.sessionGeneration,
  );
  const result = await deps.apiKeys.create(key, fee, API_KEYS_PER_MEMBER, now, alerts);
  if (result === 'limitReached') limitReached();
  if (result === 'insufficientBalance') throw new AppError('insufficientBalance', MESSAGES.insufficientBalance);
  await announceOutbox(deps, alerts);
  return { key, fullKey };
}

function limitReached(): never {
  throw new AppError('validation', MESSAGES.apiKeyLimit);
}

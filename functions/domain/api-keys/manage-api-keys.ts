// A member's own keys: found by id within their own partition (another member's is a 404), enabled, disabled,
// deleted at once with no refund, and the newest active one on the profile (docs/decisions/018).

import { MESSAGES } from '../../../shared/messages.js';
import type { ApiKeyStatus } from '../../../shared/schemas/api-keys.js';
import { AppError } from '../errors.js';
import type { User } from '../users/user.js';
import type { ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';

export async function ownKey(deps: Pick<ApiKeyDeps, 'apiKeys'>, user: User, id: string): Promise<ApiKey> {
  const key = await deps.apiKeys.find(user.id, id);
  if (!key) throw new AppError('notFound', MESSAGES.apiKeyNotFound);
  return key;
}

export async function setApiKeyStatus(
  deps: Pick<ApiKeyDeps, 'apiKeys'>,
  user: User,
  id: string,
  status: ApiKeyStatus,
): Promise<void> {
  const key = await ownKey(deps, user, id);
  if (!(await deps.apiKeys.setStatus(key, status))) throw new AppError('notFound', MESSAGES.apiKeyNotFound);
}

export async function deleteApiKey(deps: Pick<ApiKeyDeps, 'apiKeys'>, user: User, id: string): Promise<void> {
  const key = await ownKey(deps, user, id);
  if (!(await deps.apiKeys.delete(key))) throw new AppError('notFound', MESSAGES.apiKeyNotFound);
}

/** Revokes every key of the member: each is deleted at once, with no refund (deleted account, or the member's choice). */
export async function deleteAllApiKeys(deps: Pick<ApiKeyDeps, 'apiKeys'>, userId: string): Promise<void> {
  for (const key of await deps.apiKeys.list(userId)) await deps.apiKeys.delete(key);
}

/** The profile's `api_key`: the first 20 characters of the newest active key, or null. */
export async function profileApiKey(deps: Pick<ApiKeyDeps, 'apiKeys'>, user: User): Promise<User> {
  const newest = (await deps.apiKeys.summaries(user.id)).find((summary) => summary.status === 'active');
  return { ...user, apiKey: newest?.keyPrefix ?? null };
}

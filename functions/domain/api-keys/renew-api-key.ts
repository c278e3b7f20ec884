// One renewal of an API key's subscription (docs/decisions/018): the fee taken and 30 more days with the count back to
// 0, or the key suspended when the balance is short and retried 24 hours later; and the retry right after a top-up.

import { API_KEY_MONTHLY_FEE_CENTS, API_KEY_RENEWAL_RETRY_HOURS } from '../../../shared/constants.js';
import { periodEnd, type ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';

/**
 * One renewal attempt for a key as read. The new period starts where the paid one ended, however late the job ran,
 * or now for a key that was suspended (the days it was refused are not charged). The ledger reference names the
 * period, so whatever runs at the same time, a period is paid once.
 */
export async function renewApiKey(
  deps: Pick<ApiKeyDeps, 'apiKeys'>,
  key: ApiKey,
  now: Date,
): Promise<'renewed' | 'suspended' | 'stale'> {
  const from = key.subscriptionStatus === 'suspended' ? now : new Date(key.nextBilling);
  const nextBilling = periodEnd(from);
  const fee = {
    userId: key.userId,
    kind: 'api_key' as const,
    amountCents: API_KEY_MONTHLY_FEE_CENTS,
    description: `API key renewal: ${key.name}`,
    reference: `api_key:${key.id}:until:${nextBilling}`,
  };
  const result = await deps.apiKeys.renew(key, fee, nextBilling, now);
  if (result !== 'insufficientBalance') return result;
  const retryAt = new Date(now.getTime() + API_KEY_RENEWAL_RETRY_HOURS * 3_600_000).toISOString();
  return (await deps.apiKeys.suspend(key, retryAt)) ? 'suspended' : 'stale';
}

/** After a top-up is credited: the member's suspended keys are renewed at once if the money now suffices. */
export async function reviveApiKeys(deps: Pick<ApiKeyDeps, 'apiKeys' | 'clock'>, userId: string): Promise<number> {
  const now = deps.clock.now();
  let renewed = 0;
  for (const key of await deps.apiKeys.list(userId)) {
    if (key.subscriptionStatus === 'suspended' && (await renewApiKey(deps, key, now)) === 'renewed') renewed += 1;
  }
  return renewed;
}

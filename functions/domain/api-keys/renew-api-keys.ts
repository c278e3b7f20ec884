// The API key subscription (docs/decisions/018): a due key is renewed from the wallet (fee, 30 more days, count back
// to 0) or suspended when the balance is short, retried every 24 hours and right after a top-up; a member whose
// balance is short 3 days before renewal gets one payment reminder per period, if they take it.

import { API_KEY_MONTHLY_FEE_CENTS, API_KEY_RENEWAL_RETRY_HOURS } from '../../../shared/constants.js';
import { takesEmail } from '../users/notification-settings.js';
import { periodEnd, type ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';
import { paymentReminderEmail } from './payment-reminder-email.js';

/**
 * One renewal attempt for a key as read. The new period starts where the paid one ended, however late the job ran,
 * or now for a key that was suspended (the days it was refused are not charged). The ledger reference names the period, so whatever runs
 * at the same time, a period is paid once.
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

/** The scheduled job: reminders, then renewals that have fallen due; returns how many keys it changed or mailed. */
export async function renewDueApiKeys(deps: ApiKeyDeps): Promise<number> {
  const now = deps.clock.now();
  let changed = 0;
  for (const key of await deps.apiKeys.dueForReminder(now)) if (await remind(deps, key)) changed += 1;
  for (const key of await deps.apiKeys.dueForRenewal(now)) {
    if ((await renewApiKey(deps, key, now)) !== 'stale') changed += 1;
  }
  return changed;
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

/** The period's reminder timer is taken first, so two runs mail once; it is mailed only if still needed. */
async function remind(deps: ApiKeyDeps, key: ApiKey): Promise<boolean> {
  if (!(await deps.apiKeys.claimReminder(key))) return false;
  const user = await deps.users.findById(key.userId);
  if (!user || user.walletBalanceCents >= API_KEY_MONTHLY_FEE_CENTS || !takesEmail(user, 'payment_reminders')) {
    return false;
  }
  await deps.mailer.send(paymentReminderEmail(user, key, deps.publicUrl));
  return true;
}

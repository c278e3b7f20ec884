// The scheduled job of API key subscriptions (docs/decisions/018): renews the keys that fell due, and mails one payment
// reminder per period 3 days before renewal while the balance is short, to members who take them.

import { API_KEY_MONTHLY_FEE_CENTS } from '../../../shared/constants.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import { takesEmail } from '../users/notification-settings.js';
import { memberRecipient } from '../users/user.js';
import type { ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';
import { paymentReminderEmail } from './payment-reminder-email.js';
import { renewApiKey } from './renew-api-key.js';

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

/**
 * The period's reminder timer is taken with its email, written only if the reminder is still needed, so two runs
 * write one (docs/decisions/034).
 */
async function remind(deps: ApiKeyDeps, key: ApiKey): Promise<boolean> {
  const user = await deps.users.findById(key.userId);
  const needed = !!user && user.walletBalanceCents < API_KEY_MONTHLY_FEE_CENTS && takesEmail(user, 'payment_reminders');
  const outbox = needed
    ? outboxEmail(
        memberRecipient(user),
        'toConfirmedOnly',
        paymentReminderEmail(user, key, deps.publicUrl),
        deps.clock.now(),
      )
    : [];
  if (!(await deps.apiKeys.claimReminder(key, outbox))) return false;
  await announceOutbox(deps, outbox);
  return needed;
}

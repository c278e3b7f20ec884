// The payment reminder: 3 days before an API key renews while the wallet cannot pay the fee (docs/decisions/018).

import { API_KEY_MONTHLY_FEE_CENTS } from '../../../shared/constants.js';
import { formatUsd } from '../../../shared/money.js';
import type { MailContent } from '../outbox/mail-content.js';
import type { User } from '../users/user.js';
import type { ApiKey } from './api-key.js';

export function paymentReminderEmail(user: User, key: ApiKey, publicUrl: string): MailContent {
  const fee = formatUsd(API_KEY_MONTHLY_FEE_CENTS);
  return {
    subject: `Your API key renews in 3 days: add ${fee} to your wallet`,
    paragraphs: [
      `Your API key "${key.name}" renews on ${key.nextBilling.slice(0, 10)} for ${fee}.`,
      `Your wallet holds ${formatUsd(user.walletBalanceCents)}. Without enough funds the key is suspended until a ` +
        'renewal succeeds.',
      `Add funds: ${publicUrl}/wallet`,
    ],
  };
}

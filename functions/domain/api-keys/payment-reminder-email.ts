// The payment reminder: 3 days before an API key renews while the wallet cannot pay the fee (docs/decisions/018).

import { API_KEY_MONTHLY_FEE_CENTS } from '../../../shared/constants.js';
import { formatUsd } from '../../../shared/money.js';
import { escapeHtml } from '../escape-html.js';
import type { Email } from '../ports.js';
import type { User } from '../users/user.js';
import type { ApiKey } from './api-key.js';

export function paymentReminderEmail(user: User, key: ApiKey, publicUrl: string): Email {
  const fee = formatUsd(API_KEY_MONTHLY_FEE_CENTS);
  const balance = formatUsd(user.walletBalanceCents);
  const renews = key.nextBilling.slice(0, 10);
  const walletUrl = `${publicUrl}/wallet`;
  const lines = [
    `Your API key "${key.name}" renews on ${renews} for ${fee}.`,
    `Your wallet holds ${balance}. Without enough funds the key is suspended until a renewal succeeds.`,
    `Add funds: ${walletUrl}`,
  ];
  return {
    to: user.email,
    subject: `Your API key renews in 3 days: add ${fee} to your wallet`,
    text: lines.join('\n'),
    html:
      `<p>Your API key "${escapeHtml(key.name)}" renews on ${renews} for ${fee}.</p>` +
      `<p>Your wallet holds ${balance}. Without enough funds the key is suspended until a renewal succeeds.</p>` +
      `<p><a href="${escapeHtml(walletUrl)}">Add funds</a></p>`,
  };
}

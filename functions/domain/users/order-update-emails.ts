// The 'order updates' emails (docs/decisions/020): a top-up credited to the wallet, an order refunded to it. Each is
// written in the transaction of its credit, with the balance that credit leaves.

import { formatUsd } from '../../../shared/money.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import { optionalEmail, type OptionalEmailDeps } from './optional-email.js';

/** One email per member for the credits a payment brings (the top-up and its bonus together). */
export async function topUpCreditedEmail(
  deps: OptionalEmailDeps,
  credits: LedgerEntry[],
  now: Date,
): Promise<OutboxItem[]> {
  const userId = credits[0]?.userId;
  if (!userId) return [];
  const total = credits.reduce((sum, entry) => sum + entry.amountCents, 0);
  return optionalEmail(
    deps,
    userId,
    'order_updates',
    (user) => ({
      subject: `${formatUsd(total)} added to your wallet`,
      paragraphs: [
        `Hello ${user.name},`,
        ...credits.map((entry) => `${entry.description}: ${formatUsd(entry.amountCents)}`),
        `Your new balance is ${formatUsd(user.walletBalanceCents + total)}.`,
      ],
    }),
    now,
  );
}

/** The refund of an order that ended without its service. */
export async function orderRefundedEmail(
  deps: OptionalEmailDeps,
  refund: LedgerEntry,
  now: Date,
): Promise<OutboxItem[]> {
  return optionalEmail(
    deps,
    refund.userId,
    'order_updates',
    (user) => ({
      subject: `${formatUsd(refund.amountCents)} refunded to your wallet`,
      paragraphs: [
        `Hello ${user.name},`,
        `${refund.description}: ${formatUsd(refund.amountCents)}`,
        `Your new balance is ${formatUsd(user.walletBalanceCents + refund.amountCents)}.`,
      ],
    }),
    now,
  );
}

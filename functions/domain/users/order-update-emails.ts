// The 'order updates' emails (docs/decisions/020): a top-up credited to the wallet, an order refunded to it, each
// written in the transaction of its credit with the balance that credit leaves; and a purchase from the wallet, written
// in the sale's transaction (docs/decisions/053). Like every email but the confirmation link and resets, they go only
// to a confirmed address.

import { formatUsd } from '../../../shared/money.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import { optionalEmail, type OptionalEmailDeps } from './optional-email.js';
import { outboxEmail } from '../outbox/outbox-writes.js';
import type { SaleMail } from '../stock/ports.js';
import { takesEmail } from './notification-settings.js';
import { memberRecipient, type User } from './user.js';

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

/**
 * A purchase paid from the wallet (a one-time number, a lease, an eSIM, through the site or a key), for the sale's
 * transaction; none for a member who does not take order updates, or whose address waits for confirmation. The
 * user is as read for the purchase.
 */
export function walletPurchaseEmail(
  user: User,
  purchase: { description: string; amountCents: number; phoneNumber: string | null },
  now: Date,
): SaleMail | undefined {
  if (!user.isActive || !takesEmail(user, 'order_updates')) return undefined;
  const outbox = outboxEmail(
    memberRecipient(user),
    'toConfirmedOnly',
    {
      subject: `Your purchase: ${purchase.description}`,
      paragraphs: [
        `Hello ${user.name},`,
        `You bought ${purchase.description} for ${formatUsd(purchase.amountCents)}, paid from your wallet.`,
        ...(purchase.phoneNumber ? [`Your number: ${purchase.phoneNumber}`] : []),
        'It is in your account, with its receipt. To stop these emails, turn off order updates in your profile.',
      ],
    },
    now,
  );
  return outbox.length > 0 ? { outbox } : undefined;
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

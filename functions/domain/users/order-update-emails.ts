// The 'order updates' emails (docs/decisions/020): a top-up credited to the wallet, an order refunded to it.

import { formatUsd } from '../../../shared/money.js';
import { escapeHtml } from '../escape-html.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import { sendOptionalEmail, type OptionalEmailDeps } from './optional-email.js';

function plainEmail(subject: string, lines: string[]) {
  return { subject, text: lines.join('\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
}

/** One email per member for the credits a payment brought (the top-up and its bonus together). */
export async function mailTopUpCredited(deps: OptionalEmailDeps, credits: LedgerEntry[]): Promise<void> {
  const userId = credits[0]?.userId;
  if (!userId) return;
  const total = credits.reduce((sum, entry) => sum + entry.amountCents, 0);
  await sendOptionalEmail(deps, userId, 'order_updates', (user) =>
    plainEmail(`${formatUsd(total)} added to your wallet`, [
      `Hello ${user.name},`,
      ...credits.map((entry) => `${entry.description}: ${formatUsd(entry.amountCents)}`),
      `Your new balance is ${formatUsd(user.walletBalanceCents)}.`,
    ]),
  );
}

/** The refund of an order that ended without its service. */
export async function mailOrderRefunded(deps: OptionalEmailDeps, refund: LedgerEntry): Promise<void> {
  await sendOptionalEmail(deps, refund.userId, 'order_updates', (user) =>
    plainEmail(`${formatUsd(refund.amountCents)} refunded to your wallet`, [
      `Hello ${user.name},`,
      `${refund.description}: ${formatUsd(refund.amountCents)}`,
      `Your new balance is ${formatUsd(user.walletBalanceCents)}.`,
    ]),
  );
}

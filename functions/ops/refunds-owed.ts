// ops refunds:owed [count]: what anonymous orders owe their buyers (docs/decisions/063), newest first, whatever became
// of it: owed, credited to a wallet, paid out, or a payout that failed; an amount left unclaimed for 30 days is marked
// for the operator to follow up.

import { formatUsd } from '../../shared/money.js';
import { createOwedRefundRepository } from '../adapters/dynamo/owed-refund-repository.js';
import { OWED_REASON_TEXT, UNCLAIMED_AFTER_DAYS, isUnclaimed } from '../domain/refunds/owed-refund.js';
import type { OpsCommand } from './ops-command.js';

export const listOwedRefunds: OpsCommand = async (table, args) => {
  const count = Number(args[0] ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: refunds:owed [count]');
  const { items } = await createOwedRefundRepository(table).list({ limit: count, cursor: null });
  if (items.length === 0) return 'Nothing is owed to anonymous buyers';
  const now = new Date();
  return items
    .map((owed) => {
      const settled = owed.settledAt ? ` at ${owed.settledAt}` : '';
      const by = owed.claimedBy ? ` to user ${owed.claimedBy}` : '';
      const flag = isUnclaimed(owed, now) ? `  UNCLAIMED ${UNCLAIMED_AFTER_DAYS}+ days` : '';
      return (
        `${owed.owedAt}  order ${owed.orderId}  ${formatUsd(owed.owedCents)}  ${owed.state}${by}${settled}: ` +
        `${OWED_REASON_TEXT[owed.reason]}${flag}`
      );
    })
    .join('\n');
};

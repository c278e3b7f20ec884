// ops payouts:limits [auto_max_usd daily_max_usd]: the limits of payouts of owed money sent without an operator's
// approval (docs/decisions/064 "Limits"): per payout, and the day's automatic payouts together; the defaults ($25,
// $200) until set. Above either, a payout waits on Held Payments for an approval.

import { formatUsd } from '../../shared/money.js';
import { createPayoutRepository } from '../adapters/dynamo/payout-repository.js';
import type { OpsCommand } from './ops-command.js';

const USAGE = 'Usage: payouts:limits [auto_max_usd daily_max_usd]';

const cents = (usd: string | undefined) => {
  const value = Math.round(Number(usd) * 100);
  if (!Number.isInteger(value) || value < 0) throw new Error(USAGE);
  return value;
};

export const payoutLimits: OpsCommand = async (table, args) => {
  if (args.length !== 0 && args.length !== 2) throw new Error(USAGE);
  const payouts = createPayoutRepository(table);
  if (args.length === 2) await payouts.setLimits({ autoMaxCents: cents(args[0]), dailyMaxCents: cents(args[1]) });
  const limits = await payouts.limits();
  return (
    `Payouts sent without approval: up to ${formatUsd(limits.autoMaxCents)} each, ` +
    `${formatUsd(limits.dailyMaxCents)} a day together (UTC)`
  );
};

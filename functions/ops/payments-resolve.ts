// ops payments:resolve <id> credit|refund-note|dismiss [note] [--by <name>]: an operator's answer to a held payment
// (docs/decisions/026 "payments:resolve"), the same rule the back office's button calls.

import { userInfo } from 'node:os';
import { formatUsd } from '../../shared/money.js';
import { createNotificationRepository } from '../adapters/dynamo/notification-repository.js';
import { createPaymentRepository } from '../adapters/dynamo/payment-repository.js';
import { HELD_RESOLUTION_ACTIONS, type HeldResolutionAction } from '../../shared/schemas/held-payments.js';
import { resolveHeldPayment } from '../domain/payments/resolve-held-payment.js';
import type { OpsCommand } from './ops-command.js';

const USAGE = 'Usage: payments:resolve <id> credit|refund-note|dismiss [note] [--by <name>]';

export const resolveHeldPaymentCommand: OpsCommand = async (table, args) => {
  const byIndex = args.indexOf('--by');
  const by = byIndex >= 0 ? args[byIndex + 1] : `ops:${userInfo().username}`;
  const [id, action, ...words] = byIndex >= 0 ? args.filter((_, i) => i !== byIndex && i !== byIndex + 1) : args;
  if (!id || !by || !HELD_RESOLUTION_ACTIONS.includes(action as HeldResolutionAction)) throw new Error(USAGE);
  const resolved = await resolveHeldPayment(
    {
      clock: { now: () => new Date() },
      payments: createPaymentRepository(table),
      notifications: createNotificationRepository(table),
    },
    { notificationId: id, action: action as HeldResolutionAction, note: words.join(' '), by },
  );
  const resolution = resolved.resolution!;
  const credited = resolution.action === 'credit' ? `: ${formatUsd(resolution.creditedCents)} credited` : '';
  return `Resolved ${id} (${resolution.action}) by ${resolution.by} at ${resolution.at}${credited}`;
};

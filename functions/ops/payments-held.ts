// ops payments:held [count]: the payment notifications held for an operator: money that arrived and was not applied,
// each with its id for payments:resolve and, once resolved, who resolved it, when and how.

import { formatUsd } from '../../shared/money.js';
import { createNotificationRepository } from '../adapters/dynamo/notification-repository.js';
import { parseNotification } from '../domain/payments/payment-update.js';
import type { OpsCommand } from './ops-command.js';

export const listHeldPayments: OpsCommand = async (table, args) => {
  const count = Number(args[0] ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: payments:held [count]');
  const { items: held } = await createNotificationRepository(table).held({ limit: count, cursor: null });
  if (held.length === 0) return 'No held payments';
  return held
    .map((notification) => {
      const parsed = parseNotification(notification);
      const what = parsed.ok
        ? `payment ${parsed.update.paymentId} ${parsed.update.state}` +
          (parsed.update.priceCents === null ? '' : ` of ${formatUsd(parsed.update.priceCents)}`)
        : 'unreadable IPN';
      const line = `${notification.receivedAt}  ${notification.id}  ${notification.provider}  ${what}: ${notification.reason}`;
      const resolution = notification.resolution;
      if (!resolution) return line;
      const credited = resolution.action === 'credit' ? ` ${formatUsd(resolution.creditedCents)}` : '';
      return `${line}\n  resolved: ${resolution.action}${credited} by ${resolution.by} at ${resolution.at}${resolution.note ? `: ${resolution.note}` : ''}`;
    })
    .join('\n');
};

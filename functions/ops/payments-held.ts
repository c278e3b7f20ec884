// ops payments:held [count]: the payment notifications held for an operator: money that arrived and was not applied,
// each with what arrived, the provider's reference and the buyer's contact (docs/decisions/038), its id for
// payments:resolve and, once resolved, who resolved it, when and how.

import { formatUsd } from '../../shared/money.js';
import { createAdminListRepository } from '../adapters/dynamo/admin-list-repository.js';
import { createNotificationRepository } from '../adapters/dynamo/notification-repository.js';
import { createOwedRefundRepository } from '../adapters/dynamo/owed-refund-repository.js';
import { createPaymentRepository } from '../adapters/dynamo/payment-repository.js';
import { heldPaymentViews } from '../domain/admin/held-payments-list.js';
import { parseNotification } from '../domain/payments/payment-update.js';
import type { OpsCommand } from './ops-command.js';

export const listHeldPayments: OpsCommand = async (table, args) => {
  const count = Number(args[0] ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: payments:held [count]');
  const notifications = createNotificationRepository(table);
  const { items: held } = await notifications.held({ limit: count, cursor: null });
  if (held.length === 0) return 'No held payments';
  const deps = {
    notifications,
    payments: createPaymentRepository(table),
    adminLists: createAdminListRepository(table),
    owedRefunds: createOwedRefundRepository(table),
  };
  const views = await heldPaymentViews(deps, held);
  return held
    .map((notification, index) => {
      const parsed = parseNotification(notification);
      const what = parsed.ok
        ? `payment ${parsed.update.paymentId} ${parsed.update.state}` +
          (parsed.update.priceCents === null ? '' : ` of ${formatUsd(parsed.update.priceCents)}`)
        : 'unreadable IPN';
      const view = views[index]!;
      const facts = [
        view.received_amount === null ? null : `received ${formatUsd(view.received_amount)}`,
        view.provider_ref && `ref ${view.provider_ref}`,
        view.contact && `contact ${view.contact}`,
      ].filter(Boolean);
      const known = facts.length ? ` (${facts.join(', ')})` : '';
      const line = `${notification.receivedAt}  ${notification.id}  ${notification.provider}  ${what}${known}: ${notification.reason}`;
      const resolution = notification.resolution;
      if (!resolution) return line;
      const credited = resolution.action === 'credit' ? ` ${formatUsd(resolution.creditedCents)}` : '';
      return `${line}\n  resolved: ${resolution.action}${credited} by ${resolution.by} at ${resolution.at}${resolution.note ? `: ${resolution.note}` : ''}`;
    })
    .join('\n');
};

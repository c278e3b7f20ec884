// ops payments:resolve <id> credit|refund-note|dismiss|fulfil [note] [--by <name>]: an operator's answer to a held
// payment (docs/decisions/026 "payments:resolve", 045), the same rule the back office's buttons call.

import { userInfo } from 'node:os';
import { formatUsd } from '../../shared/money.js';
import { createAnonymousOrderRepository } from '../adapters/dynamo/anonymous-order-repository.js';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createNotificationRepository } from '../adapters/dynamo/notification-repository.js';
import { createOwedRefundRepository } from '../adapters/dynamo/owed-refund-repository.js';
import { createPaymentRepository } from '../adapters/dynamo/payment-repository.js';
import { createStockRepositories } from '../adapters/dynamo/stock-repositories.js';
import { createBusinessMetrics } from '../adapters/metrics.js';
import { HELD_RESOLUTION_ACTIONS, type HeldResolutionAction } from '../../shared/schemas/held-payments.js';
import { resolveHeldPayment, type ResolveHeldDeps } from '../domain/payments/resolve-held-payment.js';
import type { OpsCommand } from './ops-command.js';

const USAGE = 'Usage: payments:resolve <id> credit|refund-note|dismiss|fulfil [note] [--by <name>]';

/**
 * What resolving needs, on the operator's own table; an operator's run flushes no metrics, and announces no emails
 * (the outbox's sweep sends them within a minute).
 */
export function heldResolutionDeps(table: TableClient, publicUrl: string | null = null): ResolveHeldDeps {
  return {
    clock: { now: () => new Date() },
    events: { publish: async () => undefined },
    publicUrl,
    payments: createPaymentRepository(table),
    notifications: createNotificationRepository(table),
    anonymousOrders: createAnonymousOrderRepository(table),
    owedRefunds: createOwedRefundRepository(table),
    metrics: createBusinessMetrics('ops'),
    ...createStockRepositories(table),
  };
}

export const resolveHeldPaymentCommand: OpsCommand = async (table, args, context) => {
  const byIndex = args.indexOf('--by');
  const by = byIndex >= 0 ? args[byIndex + 1] : `ops:${userInfo().username}`;
  const [id, action, ...words] = byIndex >= 0 ? args.filter((_, i) => i !== byIndex && i !== byIndex + 1) : args;
  if (!id || !by || !HELD_RESOLUTION_ACTIONS.includes(action as HeldResolutionAction)) throw new Error(USAGE);
  const resolved = await resolveHeldPayment(heldResolutionDeps(table, context.publicUrl), {
    notificationId: id,
    action: action as HeldResolutionAction,
    note: words.join(' '),
    by,
  });
  const resolution = resolved.resolution!;
  const credited = resolution.action === 'credit' ? `: ${formatUsd(resolution.creditedCents)} credited` : '';
  const handedOut = resolved.phoneNumber ? `: handed out ${resolved.phoneNumber}` : '';
  return `Resolved ${id} (${resolution.action}) by ${resolution.by} at ${resolution.at}${credited}${handedOut}`;
};

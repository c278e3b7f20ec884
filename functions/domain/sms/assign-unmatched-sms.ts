// An operator routes an unmatched SMS's code to a waiting one-time order (docs/decisions/026 "sms:assign"): the order
// completes as if the message had matched, once, with the member's webhook deliveries in the same transaction as the
// normal route writes them (docs/decisions/048).

import { auditEntry, type Operator } from '../audit/audit-entry.js';
import type { AdminDeps } from '../admin/admin-deps.js';
import { AppError } from '../errors.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { StockDeps } from '../stock/stock-deps.js';
import { orderSmsEvent, smsWebhooks, type SmsWebhookDeps } from '../webhooks/sms-webhooks.js';
import { extractCode } from './extract-code.js';
import type { InboundSms } from './inbound-sms.js';

type AssignDeps = Pick<StockDeps, 'clock' | 'catalogue' | 'inboundSms' | 'oneTimeOrders'> &
  Pick<AdminDeps, 'adminLists'> &
  SmsWebhookDeps;

const refuse = (message: string) => new AppError('invalidState', message);

/** The order as completed and the message as routed; the webhooks' deliveries are left to the deliverWebhooks job. */
export async function assignUnmatchedSms(
  deps: AssignDeps,
  operator: Operator,
  messageSid: string,
  orderId: string,
): Promise<{ order: OneTimeOrder; sms: InboundSms }> {
  const sms = await deps.inboundSms.find(messageSid);
  if (!sms) throw new AppError('notFound', `No SMS ${messageSid}.`);
  if (sms.status !== 'unmatched') throw refuse(`SMS ${messageSid} is ${sms.status}, not unmatched.`);
  if (sms.body === null) throw refuse(`SMS ${messageSid}'s text was removed after 24 hours: there is no code to give.`);
  const code = extractCode(sms.body);
  if (!code) throw refuse(`SMS ${messageSid} has no code in it.`);
  const order = await deps.adminLists.orderByIdOrNumber(orderId);
  if (!order || order.id !== orderId) throw new AppError('notFound', `No one-time order ${orderId}.`);
  if (order.status !== 'pending') throw refuse(`Order ${orderId} is ${order.status}, not waiting for a code.`);

  const routed: InboundSms = {
    ...sms,
    status: 'routed',
    routedTo: { kind: 'oneTime', owner: order.owner, id: order.id },
    code,
  };
  const now = deps.clock.now();
  const webhooks = await smsWebhooks(deps, order.owner, orderSmsEvent(order, routed));
  const entry = auditEntry(now, operator, {
    action: 'sms_assign',
    subject: { kind: 'order', id: order.id },
    details: `Gave the code of unmatched SMS ${messageSid} to order ${order.id}`,
    before: { status: 'pending' },
    after: { status: 'completed', sms: messageSid },
    reason: 'Unmatched SMS assigned by an operator',
  });
  if (!(await deps.oneTimeOrders.complete(order, routed, now, 'unmatched', webhooks, entry))) {
    throw refuse(`Order ${orderId} or SMS ${messageSid} changed meanwhile (assigned already, or the order ended).`);
  }
  const completed: OneTimeOrder = {
    ...order,
    status: 'completed',
    code,
    smsText: sms.body,
    receivedAt: sms.receivedAt,
    endedAt: now.toISOString(),
  };
  return { order: completed, sms: routed };
}

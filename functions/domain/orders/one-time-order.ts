// The one-time SMS order (docs/decisions/015 "Fields": Order): one number, one service, one code, held 900 s.

import { ONE_TIME_ORDER_HOLD_S } from '../../../shared/constants.js';
import type { OrderMessageView, OrderStatus, OrderView } from '../../../shared/schemas/orders.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { Cents } from '../../../shared/money.js';
import { numberRecordView, type NumberRecord } from '../stock/number-record.js';
import type { Owner } from '../stock/owner.js';

export interface OneTimeOrder extends NumberRecord {
  status: OrderStatus;
  createdAt: string;
  /** createdAt + 900 s: without a code by then the order is cancelled and refunded. */
  expiresAt: string;
  /** Null until the SMS arrives, and again once removed 24 hours later. */
  code: string | null;
  smsText: string | null;
  /** Who sent the code's SMS (the supplier's From): kept while the order is. */
  smsFrom: string | null;
  receivedAt: string | null;
  /** When it completed or was cancelled. */
  endedAt: string | null;
  /**
   * When its number was destroyed after a code: at the 900 s, or when the member said they were done; no other SMS may
   * be asked for after it (docs/decisions/030 "Another SMS").
   */
  windowClosedAt: string | null;
  /** A cancelled order's money: back in the member's wallet, or owed by support to an anonymous buyer. */
  refund: 'wallet' | 'support' | null;
  /**
   * Messages that reached the number while it waited but did not complete the order: another service's, or one
   * without a code (docs/decisions/012). Removed 24 hours after the first arrived, like codes.
   */
  otherMessages: OrderMessage[];
}

/** A message kept on an order without completing it. */
export interface OrderMessage {
  /** The supplier's MessageSid. */
  id: string;
  from: string;
  text: string;
  receivedAt: string;
}

/** At most this many are kept on one order: a flood of messages to a number goes to the operators' unmatched list. */
export const ORDER_OTHER_MESSAGES_MAX = 20;

export function newOneTimeOrder(fields: {
  id: string;
  owner: Owner;
  service: Pick<Service, 'id' | 'name'>;
  priceCents: Cents;
  phoneNumber: string;
  now: Date;
}): OneTimeOrder {
  return {
    id: fields.id,
    owner: fields.owner,
    serviceId: fields.service.id,
    serviceName: fields.service.name,
    priceCents: fields.priceCents,
    phoneNumber: fields.phoneNumber,
    status: 'pending',
    createdAt: fields.now.toISOString(),
    expiresAt: new Date(fields.now.getTime() + ONE_TIME_ORDER_HOLD_S * 1000).toISOString(),
    code: null,
    smsText: null,
    smsFrom: null,
    receivedAt: null,
    endedAt: null,
    windowClosedAt: null,
    refund: null,
    otherMessages: [],
  };
}

/** The order as the member's screens read it; icon and colour come from the catalogue. */
export function toOrderView(order: OneTimeOrder, service: Pick<Service, 'icon' | 'color'> | undefined): OrderView {
  return {
    ...numberRecordView(order, service),
    verification_code: order.code,
    sms_text: order.smsText,
    status: order.status,
    created_at: order.createdAt,
    expires_at: order.expiresAt,
    other_messages: toOrderMessageViews(order),
  };
}

/** The messages kept on an order, as every answer shows them (member, anonymous and developer API). */
export function toOrderMessageViews(order: Pick<OneTimeOrder, 'otherMessages'>): OrderMessageView[] {
  return order.otherMessages.map((message) => ({
    from: message.from,
    text: message.text,
    received_at: message.receivedAt,
  }));
}

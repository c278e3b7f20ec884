// The one-time SMS order (spec 000 §3 Order): one number, one service, one code, held 900 s.

import { ONE_TIME_ORDER_HOLD_S } from '../../../shared/constants.js';
import type { OrderStatus, OrderView } from '../../../shared/schemas/orders.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { Cents } from '../../../shared/money.js';
import type { Owner } from '../stock/owner.js';

export interface OneTimeOrder {
  id: string;
  owner: Owner;
  serviceId: number;
  serviceName: string;
  priceCents: Cents;
  phoneNumber: string;
  status: OrderStatus;
  createdAt: string;
  /** createdAt + 900 s: without a code by then the order is cancelled and refunded. */
  expiresAt: string;
  /** Null until the SMS arrives, and again once removed 24 hours later. */
  code: string | null;
  smsText: string | null;
  receivedAt: string | null;
  /** When it completed or was cancelled. */
  endedAt: string | null;
  /** A cancelled order's money: back in the member's wallet, or owed by support to an anonymous buyer. */
  refund: 'wallet' | 'support' | null;
}

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
    receivedAt: null,
    endedAt: null,
    refund: null,
  };
}

/** The order as the member's screens read it; icon and colour come from the catalogue. */
export function toOrderView(order: OneTimeOrder, service: Pick<Service, 'icon' | 'color'> | undefined): OrderView {
  return {
    id: order.id,
    service_id: order.serviceId,
    service_name: order.serviceName,
    icon: service?.icon ?? '',
    color: service?.color ?? '',
    phone_number: order.phoneNumber,
    verification_code: order.code,
    sms_text: order.smsText,
    status: order.status,
    created_at: order.createdAt,
    expires_at: order.expiresAt,
    price: order.priceCents,
  };
}

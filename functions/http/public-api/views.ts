// Orders, leases and eSIMs as the public API shows them (docs/decisions/024).

import type { ApiOrder } from '../../../shared/schemas/public-api.js';
import type { Lease, LeaseMessage } from '../../domain/leases/lease.js';
import { toOrderMessageViews, type OneTimeOrder } from '../../domain/orders/one-time-order.js';
import type { SimCard } from '../../domain/sims/sim-card.js';

/** A cancelled order that ended when its 900 s ran out expired; one the member cancelled earlier is cancelled. */
function orderStatus(order: OneTimeOrder): ApiOrder['status'] {
  if (order.status !== 'cancelled') return order.status;
  return order.endedAt !== null && order.endedAt >= order.expiresAt ? 'expired' : 'cancelled';
}

export function toApiOrder(order: OneTimeOrder): ApiOrder {
  return {
    id: order.id,
    phone_number: order.phoneNumber,
    service: order.serviceName,
    status: orderStatus(order),
    created_at: order.createdAt,
    expires_at: order.expiresAt,
    code: order.code,
    sms_text: order.smsText,
    sms_from: order.smsFrom,
    received_at: order.receivedAt,
    other_messages: toOrderMessageViews(order),
  };
}

export function toApiOrderCode(order: OneTimeOrder) {
  const { code, received_at, status, other_messages } = toApiOrder(order);
  return { code, received_at, status, other_messages };
}

export function toApiLease(lease: Lease) {
  return {
    id: lease.id,
    phone_number: lease.phoneNumber,
    service: lease.serviceName,
    status: lease.status,
    start_date: lease.startDate,
    end_date: lease.endDate,
    message_count: lease.messageCount,
  };
}

export function toApiLeaseMessage(message: LeaseMessage) {
  return {
    id: message.id,
    from: message.from,
    text: message.text,
    code: message.code,
    received_at: message.receivedAt,
  };
}

export function toApiEsim(sim: SimCard) {
  return {
    id: sim.id,
    phone_number: sim.phoneNumber,
    iccid: sim.iccid,
    puk: sim.puk,
    activation_code: sim.activationCode,
    qr_code: sim.qrCode,
  };
}

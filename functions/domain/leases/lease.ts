// The 30-day lease (docs/decisions/015 "Fields": Lease, Inbox message): one number for 30 days, every SMS kept in its
// inbox.

import { serviceDisplayName } from '../../../shared/catalogue.js';
import { LEASE_DAYS } from '../../../shared/constants.js';
import type { InboxMessage, LeaseStatus, LeaseView } from '../../../shared/schemas/orders.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { Cents } from '../../../shared/money.js';
import { numberRecordView, type NumberRecord } from '../stock/number-record.js';
import type { Owner } from '../stock/owner.js';

const DAY_MS = 86_400_000;

export interface Lease extends NumberRecord {
  status: LeaseStatus;
  startDate: string;
  endDate: string;
  messageCount: number;
  /** Where messages are forwarded for an anonymous lease; a member's go to their current address. */
  email: string | null;
}

export interface LeaseMessage {
  leaseId: string;
  /** The supplier's MessageSid: one inbox entry per message, however often it is delivered. */
  id: string;
  from: string;
  receivedAt: string;
  code: string | null;
  text: string | null;
}

export function newLease(fields: {
  id: string;
  owner: Owner;
  service: Pick<Service, 'id' | 'name'>;
  priceCents: Cents;
  phoneNumber: string;
  email: string | null;
  now: Date;
}): Lease {
  return {
    id: fields.id,
    owner: fields.owner,
    serviceId: fields.service.id,
    // The Pro lease of 'Other' is named All Services (docs/decisions/015 "Screens").
    serviceName: serviceDisplayName(fields.service, 'lease'),
    priceCents: fields.priceCents,
    phoneNumber: fields.phoneNumber,
    status: 'active',
    startDate: fields.now.toISOString(),
    endDate: new Date(fields.now.getTime() + LEASE_DAYS * DAY_MS).toISOString(),
    messageCount: 0,
    email: fields.email,
  };
}

/**
 * The ceiling of the remaining days, at least 0, and 0 once the lease is no longer active (docs/decisions/013
 * "Leases").
 */
export function daysLeft(lease: Pick<Lease, 'status' | 'endDate'>, now: Date): number {
  if (lease.status !== 'active') return 0;
  return Math.max(0, Math.ceil((new Date(lease.endDate).getTime() - now.getTime()) / DAY_MS));
}

export function toLeaseView(lease: Lease, service: Pick<Service, 'icon' | 'color'> | undefined, now: Date): LeaseView {
  return {
    ...numberRecordView(lease, service),
    status: lease.status,
    start_date: lease.startDate,
    end_date: lease.endDate,
    days_left: daysLeft(lease, now),
    message_count: lease.messageCount,
  };
}

export function toInboxMessage(message: LeaseMessage, lease: Pick<Lease, 'serviceName'>): InboxMessage {
  return {
    id: message.id,
    from: message.from,
    receivedAt: message.receivedAt,
    code: message.code,
    service: lease.serviceName,
    text: message.text,
  };
}

// The 30-day lease (docs/decisions/015 "Fields": Lease, Inbox message): one number for 30 days, every SMS kept in its
// inbox.

import { serviceDisplayName } from '../../../shared/catalogue.js';
import { LEASE_DAYS, LEASE_GRACE_DAYS } from '../../../shared/constants.js';
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
  /** Whether it renews itself at its reminder's time (docs/decisions/062); off unless its member turns it on. */
  autoRenew: boolean;
  /** When its last automatic renewal found too little money; null once renewed. */
  autoRenewFailedAt: string | null;
  /** How often it has been renewed. */
  renewals: number;
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
    autoRenew: false,
    autoRenewFailedAt: null,
    renewals: 0,
  };
}

/** Still holding its number, for its buyer: running, or in its grace after the end (docs/decisions/062). */
export const holdsNumber = (lease: Pick<Lease, 'status'>) => lease.status === 'active' || lease.status === 'grace';

/** When a lease's grace ends and its number is destroyed. */
export const graceEndsAt = (lease: Pick<Lease, 'endDate'>) =>
  new Date(Date.parse(lease.endDate) + LEASE_GRACE_DAYS * DAY_MS).toISOString();

/** Where a renewal moves the end: 30 days on from the current end, whether the lease is running or in its grace. */
export const renewedEndDate = (lease: Pick<Lease, 'endDate'>) =>
  new Date(Date.parse(lease.endDate) + LEASE_DAYS * DAY_MS).toISOString();

/**
 * Renewed ahead: its end is more than a lease's 30 days away, so it has been renewed already for the term to come. A
 * lease renews once ahead at most (docs/decisions/062): a second click, a retry, a tool's renewal beside the member's
 * is the renewal already made, and charges nothing.
 */
export const renewedAhead = (lease: Pick<Lease, 'endDate'>, now: Date) =>
  Date.parse(lease.endDate) - now.getTime() > LEASE_DAYS * DAY_MS;

/**
 * Whether a renewal now would be charged and give days of use: a lease that holds its number, not renewed ahead, and
 * whose renewed end is still to come (a grace is shorter than a lease, so only a lease whose expiry job ran very late
 * fails the last test).
 */
export const renewable = (lease: Pick<Lease, 'status' | 'endDate'>, now: Date) =>
  holdsNumber(lease) && !renewedAhead(lease, now) && Date.parse(renewedEndDate(lease)) > now.getTime();

/**
 * The ceiling of the remaining days, at least 0, and 0 once the lease is no longer active (docs/decisions/013
 * "Leases").
 */
export function daysLeft(lease: Pick<Lease, 'status' | 'endDate'>, now: Date): number {
  if (lease.status !== 'active') return 0;
  return Math.max(0, Math.ceil((new Date(lease.endDate).getTime() - now.getTime()) / DAY_MS));
}

export function toLeaseView(
  lease: Lease,
  service: Pick<Service, 'icon' | 'color' | 'lease_price_cents'> | undefined,
  now: Date,
): LeaseView {
  const canRenew = service !== undefined && renewable(lease, now);
  return {
    ...numberRecordView(lease, service),
    status: lease.status,
    start_date: lease.startDate,
    end_date: lease.endDate,
    days_left: daysLeft(lease, now),
    message_count: lease.messageCount,
    auto_renew: lease.autoRenew,
    auto_renew_failed_at: lease.autoRenewFailedAt,
    renewals: lease.renewals,
    renewal_price: canRenew ? service.lease_price_cents : null,
    renewed_end_date: canRenew ? renewedEndDate(lease) : null,
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

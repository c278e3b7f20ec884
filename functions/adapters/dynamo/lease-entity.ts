// The Lease item and its inbox messages (entity version 1): the lease in its owner's partition, the inbox in its own.

import type { Lease, LeaseMessage } from '../../domain/leases/lease.js';
import type { Owner } from '../../domain/stock/owner.js';
import { adminIndexEntries } from './admin-index-keys.js';
import { numberRecordFromItem } from './allocation.js';
import { ownerPk } from './owner-key.js';
import { entityItem, storedFields } from './entity-item.js';

export const leaseKey = (owner: Owner, id: string) => ({ pk: ownerPk(owner), sk: `LEASE#${id}` });
export const LEASE_SK_PREFIX = 'LEASE#';
export const inboxPk = (leaseId: string) => `INBOX#${leaseId}`;
/** Messages sort by arrival; the MessageSid makes a redelivered message the same item. */
export const leaseMessageKey = (message: Pick<LeaseMessage, 'leaseId' | 'receivedAt' | 'id'>) => ({
  pk: inboxPk(message.leaseId),
  sk: `MSG#${message.receivedAt}#${message.id}`,
});
export const LEASE_MESSAGE_SK_PREFIX = 'MSG#';
/** What code removal takes off an inbox message after 24 hours. */
export const LEASE_MESSAGE_CODE_FIELDS = ['code', 'text'];

export function leaseToItem(lease: Lease) {
  return entityItem(
    'Lease',
    {
      ...leaseKey(lease.owner, lease.id),
      ...adminIndexEntries('LEASES', { id: lease.id, createdAt: lease.startDate }),
    },
    lease,
  );
}

export function leaseFromItem(item: Record<string, unknown>): Lease {
  const fields = storedFields<Lease>(item);
  return {
    ...numberRecordFromItem(item),
    ...fields.as('status', 'startDate', 'endDate', 'messageCount'),
    email: (item.email as string | null | undefined) ?? null,
    // A lease written before renewal existed (docs/decisions/062) reads as never renewed, without auto-renewal.
    autoRenew: item.autoRenew === true,
    autoRenewFailedAt: (item.autoRenewFailedAt as string | null | undefined) ?? null,
    renewals: (item.renewals as number | undefined) ?? 0,
  };
}

export function leaseMessageToItem(message: LeaseMessage) {
  return entityItem('LeaseMessage', leaseMessageKey(message), message);
}

export function leaseMessageFromItem(item: Record<string, unknown>): LeaseMessage {
  const fields = storedFields<LeaseMessage>(item);
  return {
    ...fields.as('leaseId', 'id', 'from', 'receivedAt'),
    ...fields.orNull('code', 'text'),
  };
}

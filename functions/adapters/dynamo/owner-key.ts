// The partition an owner's orders, leases and eSIMs live in: the member's own, or the anonymous order's.

import type { Owner } from '../../domain/stock/owner.js';
import { userKey } from './user-entity.js';

export const ownerPk = (owner: Owner): string =>
  owner.kind === 'user' ? userKey(owner.userId).pk : `ANON#${owner.orderId}`;

export function ownerFromItem(value: unknown): Owner {
  const owner = value as Owner;
  return owner.kind === 'user' ? { kind: 'user', userId: owner.userId } : { kind: 'anonymous', orderId: owner.orderId };
}

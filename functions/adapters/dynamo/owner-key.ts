// The partition an owner's orders, leases and eSIMs live in: the member's own, or the anonymous order's.

import type { Owner } from '../../domain/stock/owner.js';
import { anonymousOrderKey } from './anonymous-order-entity.js';
import { userKey } from './user-entity.js';

/** An anonymous buyer's number, lease or eSIM lives beside the anonymous order it fulfils. */
export const ownerPk = (owner: Owner): string =>
  owner.kind === 'user' ? userKey(owner.userId).pk : anonymousOrderKey(owner.orderId).pk;

export function ownerFromItem(value: unknown): Owner {
  const owner = value as Owner;
  return owner.kind === 'user' ? { kind: 'user', userId: owner.userId } : { kind: 'anonymous', orderId: owner.orderId };
}

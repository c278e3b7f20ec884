// POST /api/v1/leases/{id}/renew (docs/decisions/062): the key's member's lease renewed for 30 more days from the
// wallet; with an Idempotency-Key a retry answers the first answer and charges nothing (the area wraps it).

import { BalanceShortfall, keyMember } from '../../domain/developer-api/key-purchases.js';
import { renewMemberLease } from '../../domain/leases/renew-lease.js';
import { callerKey } from '../core/api-key-access.js';
import type { Operation } from '../core/area-handler.js';
import { leaseFromPath } from './list-operations.js';
import { toApiLease } from './views.js';

export const renewLease: Operation = async (request, deps) => {
  const member = await keyMember(deps, callerKey(request));
  const result = await renewMemberLease(deps, member, await leaseFromPath(request, deps));
  if (result.outcome === 'short') throw new BalanceShortfall(result.priceCents, member.walletBalanceCents);
  return { body: toApiLease(result.lease) };
};

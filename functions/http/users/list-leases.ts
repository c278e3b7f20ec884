// GET /users/leases.php: the member's leases, newest first, with days left.

import { toLeaseView } from '../../domain/leases/lease.js';
import { userOwner } from '../../domain/stock/owner.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const listLeases: Operation = async (request, deps) => {
  const [leases, services] = await Promise.all([
    deps.leases.list(userOwner(currentUser(request).id)),
    deps.catalogue.byId(),
  ]);
  const now = deps.clock.now();
  return { body: { leases: leases.map((lease) => toLeaseView(lease, services.get(lease.serviceId), now)) } };
};

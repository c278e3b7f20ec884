// POST /users/leases/renew.php {lease_id} and PUT /users/leases/auto-renew.php {lease_id, auto_renew}
// (docs/decisions/062): one of the member's leases renewed from the wallet (402 when short), or its automatic renewal
// switched.

import { MESSAGES } from '../../../shared/messages.js';
import { autoRenewRequest, renewLeaseRequest } from '../../../shared/schemas/orders.js';
import { setAutoRenew } from '../../domain/leases/auto-renew.js';
import { toLeaseView, type Lease } from '../../domain/leases/lease.js';
import { renewLease } from '../../domain/leases/renew-lease.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

async function leaseAnswer(deps: Dependencies, lease: Lease, message: string) {
  const service = (await deps.catalogue.byId()).get(lease.serviceId);
  return { body: { message, lease: toLeaseView(lease, service, deps.clock.now()) } };
}

export const renewLeaseOperation: Operation = async (request, deps) => {
  const { lease_id } = jsonBody(request, renewLeaseRequest);
  return leaseAnswer(deps, await renewLease(deps, currentUser(request), lease_id), MESSAGES.leaseRenewed);
};

export const setAutoRenewOperation: Operation = async (request, deps) => {
  const { lease_id, auto_renew } = jsonBody(request, autoRenewRequest);
  const lease = await setAutoRenew(deps, currentUser(request), lease_id, auto_renew);
  return leaseAnswer(deps, lease, auto_renew ? MESSAGES.leaseAutoRenewOn : MESSAGES.leaseAutoRenewOff);
};

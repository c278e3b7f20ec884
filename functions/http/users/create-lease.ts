// POST /users/leases.php: rents a number for 30 days; 402 when the wallet is short, 503 when no number is left.

import { MESSAGES } from '../../../shared/messages.js';
import { purchaseRequest } from '../../../shared/schemas/orders.js';
import { toLeaseView } from '../../domain/leases/lease.js';
import { rentNumber } from '../../domain/leases/rent-number.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const createLease: Operation = async (request, deps) => {
  const lease = await rentNumber(deps, currentUser(request), jsonBody(request, purchaseRequest));
  const service = await deps.catalogue.get(lease.serviceId);
  return {
    status: 201,
    body: {
      phone_number: lease.phoneNumber,
      order_id: lease.id,
      message: MESSAGES.numberRented,
      lease: toLeaseView(lease, service, deps.clock.now()),
    },
  };
};

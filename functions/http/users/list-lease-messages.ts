// GET /users/leases/messages.php?lease_id=: the 'SMS Inbox' of one of the member's leases.

import { leaseMessagesQuery } from '../../../shared/schemas/orders.js';
import { toInboxMessage, toLeaseView } from '../../domain/leases/lease.js';
import { leaseInbox } from '../../domain/leases/lease-inbox.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { queryParams } from '../core/request.js';

export const listLeaseMessages: Operation = async (request, deps) => {
  const { lease_id } = queryParams(request, leaseMessagesQuery);
  const { lease, messages } = await leaseInbox(deps, currentUser(request), lease_id);
  const services = await deps.catalogue.byId();
  return {
    body: {
      lease: toLeaseView(lease, services.get(lease.serviceId), deps.clock.now()),
      messages: messages.map((message) => toInboxMessage(message, lease)),
    },
  };
};

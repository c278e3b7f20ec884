// GET /admin/orders/{id}.php and /admin/leases/{id}.php: an order's or a lease's story for the operations desk
// (docs/decisions/060).

import { leaseStory, orderStory } from '../../domain/admin/record-story.js';
import type { Operation } from '../core/area-handler.js';

export const getOrderStory: Operation = async (request, deps) => ({
  body: await orderStory(deps, request.params.id ?? ''),
});

export const getLeaseStory: Operation = async (request, deps) => ({
  body: await leaseStory(deps, request.params.id ?? ''),
});

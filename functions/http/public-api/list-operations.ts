// The public API's lists (docs/decisions/031 "Lists"): the caller's orders and leases, newest first, filtered by
// status and service, a page at a time with a cursor and the next page's link; a lease and its inbox.

import { MESSAGES } from '../../../shared/messages.js';
import { PUBLIC_API_BASE_PATH } from '../../../shared/constants.js';
import {
  LIST_LIMIT_DEFAULT,
  leaseIdParams,
  listLeasesQuery,
  listOrdersQuery,
  pageQuery,
} from '../../../shared/schemas/public-api.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import type { Lease } from '../../domain/leases/lease.js';
import type { Page } from '../../domain/ports.js';
import { AppError } from '../../domain/errors.js';
import { userOwner } from '../../domain/stock/owner.js';
import { callerKey } from '../core/api-key-access.js';
import type { Operation } from '../core/area-handler.js';
import type { ApiResult } from '../core/response.js';
import { queryParams, validate, type ApiRequest } from '../core/request.js';
import { namedService } from './order-operations.js';
import { toApiLease, toApiLeaseMessage, toApiOrder } from './views.js';

const owner = (request: ApiRequest) => userOwner(callerKey(request).userId);

/** The service a filter names, by id; an unknown one is a 400 naming `service`. */
async function serviceId(deps: Dependencies, ref: string | undefined): Promise<number | undefined> {
  return ref === undefined ? undefined : (await namedService(deps, ref)).id;
}

/**
 * A page as the API answers it: the items under `name`, `next_cursor`, and `next`, the path of the next page with the
 * same filters (also a `Link: rel="next"` header); both null on the last page.
 */
function listAnswer<T>(
  request: ApiRequest,
  path: string,
  name: string,
  page: Page<T>,
  view: (item: T) => unknown,
): ApiResult {
  let next: string | null = null;
  if (page.nextCursor !== null) {
    const query = new URLSearchParams({ ...request.query, cursor: page.nextCursor });
    next = `${PUBLIC_API_BASE_PATH}${path}?${query.toString()}`;
  }
  return {
    body: { [name]: page.items.map(view), next_cursor: page.nextCursor, next },
    headers: next ? { link: `<${next}>; rel="next"` } : {},
  };
}

export const listOrders: Operation = async (request, deps) => {
  const { status, service, limit = LIST_LIMIT_DEFAULT, cursor = null } = queryParams(request, listOrdersQuery);
  const filter = { status, serviceId: await serviceId(deps, service) };
  const page = await deps.memberLists.orders(owner(request), filter, { limit, cursor });
  return listAnswer(request, '/orders', 'orders', page, toApiOrder);
};

export const listLeases: Operation = async (request, deps) => {
  const { status, service, limit = LIST_LIMIT_DEFAULT, cursor = null } = queryParams(request, listLeasesQuery);
  const filter = { status, serviceId: await serviceId(deps, service) };
  const page = await deps.memberLists.leases(owner(request), filter, { limit, cursor });
  return listAnswer(request, '/leases', 'leases', page, toApiLease);
};

/** The caller's own lease; another member's is not found, like one that does not exist. */
export async function leaseFromPath(request: ApiRequest, deps: Dependencies): Promise<Lease> {
  const { id } = validate(leaseIdParams, request.params);
  const lease = await deps.leases.find(owner(request), id);
  if (!lease) throw new AppError('notFound', MESSAGES.leaseNotFound);
  return lease;
}

export const getLease: Operation = async (request, deps) => ({
  body: toApiLease(await leaseFromPath(request, deps)),
});

export const getLeaseMessages: Operation = async (request, deps) => {
  const { limit = LIST_LIMIT_DEFAULT, cursor = null } = queryParams(request, pageQuery);
  const lease = await leaseFromPath(request, deps);
  const page = await deps.memberLists.leaseMessages(lease, { limit, cursor });
  return listAnswer(request, `/leases/${lease.id}/messages`, 'messages', page, toApiLeaseMessage);
};

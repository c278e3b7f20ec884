// An order's and a lease's story, and the operator's actions on them (docs/decisions/060): GET and PUT
// /admin/orders/{id}.php and /admin/leases/{id}.php.

import { queryOptions } from '@tanstack/react-query';
import {
  updateLeaseResponse,
  updateOrderResponse,
  type ChangeLeaseRequest,
  type ChangeOrderRequest,
} from '@shared/schemas/admin-changes';
import { leaseStoryResponse, orderStoryResponse } from '@shared/schemas/admin-story';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';

export const orderStoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.admin, 'order-story', id],
    queryFn: async ({ signal }) =>
      orderStoryResponse.parse(await apiRequest('admin.getOrder', { params: { id }, signal })),
  });

export const leaseStoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.admin, 'lease-story', id],
    queryFn: async ({ signal }) =>
      leaseStoryResponse.parse(await apiRequest('admin.getLease', { params: { id }, signal })),
  });

export async function changeOrder(id: string, body: ChangeOrderRequest) {
  return updateOrderResponse.parse(await apiRequest('admin.updateOrder', { params: { id }, body })).order;
}

export async function changeLease(id: string, body: ChangeLeaseRequest) {
  return updateLeaseResponse.parse(await apiRequest('admin.updateLease', { params: { id }, body })).lease;
}

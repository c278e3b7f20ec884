// The Supply view's calls (docs/decisions/061): the stock's supply from the carrier, and a change of the target and the
// daily spending cap with a reason; each answer checked against the shared schema.

import { queryOptions } from '@tanstack/react-query';
import { supplyResponse, type UpdateSupplyRequest } from '@shared/schemas/supply';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';

export const supplyQuery = queryOptions({
  queryKey: [...QUERY_ROOTS.admin, 'supply'],
  queryFn: async ({ signal }) => supplyResponse.parse(await apiRequest('admin.getSupply', { signal })).supply,
});

export async function changeSupply(change: UpdateSupplyRequest) {
  return supplyResponse.parse(await apiRequest('admin.updateSupply', { body: change })).supply;
}

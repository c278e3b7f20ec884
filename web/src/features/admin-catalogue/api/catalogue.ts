// The catalogue as an operator keeps it (docs/decisions/060): GET and POST /admin/services.php, PUT
// /admin/services/{id}.php. A change is read by every page at once, so the public catalogue is read again too.

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  adminServiceResponse,
  adminServicesResponse,
  type AddServiceRequest,
  type UpdateServiceRequest,
} from '@shared/schemas/admin-catalogue';
import { apiRequest } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query/client';

export const catalogueQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.admin, 'catalogue'],
    queryFn: async ({ signal }) =>
      adminServicesResponse.parse(await apiRequest('admin.listServices', { signal })).services,
  });

export async function addService(body: AddServiceRequest) {
  return adminServiceResponse.parse(await apiRequest('admin.addService', { body })).service;
}

export async function updateService(id: number, body: UpdateServiceRequest) {
  return adminServiceResponse.parse(await apiRequest('admin.updateService', { params: { id: String(id) }, body }))
    .service;
}

export async function catalogueChanged(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: [...QUERY_ROOTS.public, 'services'] }),
  ]);
}

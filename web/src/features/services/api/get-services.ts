// The service catalogue call GET /services/list.php (spec 000 §7): its schema, fetcher and hook.

import { serviceListResponse, type Service } from '../../../../../shared/schemas/services';
import { apiRequest } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';

export async function getServices(signal: AbortSignal): Promise<Service[]> {
  return serviceListResponse.parse(await apiRequest('services.list', { signal })).services;
}

export function useServices() {
  return useAsync(getServices);
}

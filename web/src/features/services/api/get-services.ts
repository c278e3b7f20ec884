// The service catalogue call GET /services/list.php (docs/decisions/015 "Calls").

import { serviceListResponse, type Service } from '@shared/schemas/services';
import { apiRequest } from '@/lib/api-client';

export async function getServices(signal: AbortSignal): Promise<Service[]> {
  return serviceListResponse.parse(await apiRequest('services.list', { signal })).services;
}

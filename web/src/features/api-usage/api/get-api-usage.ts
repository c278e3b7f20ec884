// GET /users/api-usage.php: the member's public API calls today (docs/decisions/024).

import { apiUsageResponse } from '@shared/schemas/api-usage';
import { apiRequest } from '@/lib/api-client';

export async function getApiUsage(signal: AbortSignal): Promise<number> {
  return apiUsageResponse.parse(await apiRequest('users.apiUsage', { signal })).calls_today;
}

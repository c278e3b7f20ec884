// The service catalogue call GET /services/list.php (docs/decisions/015 "Calls"). Until it answers, and when it fails
// ('Failed to load services', docs/decisions/015 "Messages"), the built-in catalogue stands in: the same list the
// server is seeded with.

import { useEffect } from 'react';
import { SERVICES } from '../../../../../shared/catalogue';
import { MESSAGES } from '../../../../../shared/messages';
import { serviceListResponse, type Service } from '../../../../../shared/schemas/services';
import { apiRequest } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';
import { showToast } from '../../../lib/window-events';

export async function getServices(signal: AbortSignal): Promise<Service[]> {
  return serviceListResponse.parse(await apiRequest('services.list', { signal })).services;
}

export function useServices(): Service[] {
  const live = useAsync(getServices);
  const failed = live.status === 'error';
  useEffect(() => {
    if (failed) showToast(MESSAGES.servicesLoadFailed, 'error');
  }, [failed]);
  return live.status === 'success' ? live.data : SERVICES;
}

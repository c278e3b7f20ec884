// POST /users/leases.php (docs/decisions/015 "Calls"): a member rents a number for 30 days.

import { createLeaseResponse, type LeaseView } from '@shared/schemas/orders';
import type { Service } from '@shared/schemas/services';
import { apiRequest } from '@/lib/api-client';

export async function createLease(service: Service, priceCents: number): Promise<LeaseView> {
  const body = { service_id: service.id, service_name: service.name, price_cents: priceCents };
  return createLeaseResponse.parse(await apiRequest('users.createLease', { body })).lease;
}

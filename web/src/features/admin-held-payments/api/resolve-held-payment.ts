// PUT /admin/held-payments/{id}.php (docs/decisions/026 "payments:resolve"): credit, refund noted or dismissed, in the
// admin's name.

import { resolveHeldPaymentResponse, type ResolveHeldPaymentRequest } from '@shared/schemas/held-payments';
import { apiRequest } from '@/lib/api-client';

export async function resolveHeldPayment(id: string, request: ResolveHeldPaymentRequest) {
  return resolveHeldPaymentResponse.parse(
    await apiRequest('admin.resolveHeldPayment', { params: { id }, body: request }),
  ).held_payment;
}

// The operator an admin call records in the audit trail (docs/decisions/059): the signed-in admin, with the address
// and browser the call came from.

import type { Operator } from '../../domain/audit/audit-entry.js';
import type { ApiRequest } from '../core/request.js';

/** The trail's operator for an admin route (its access is 'admin', so the user is there). */
export function requestOperator(request: ApiRequest): Operator {
  const admin = request.user!;
  return {
    name: admin.name,
    email: admin.email,
    ip: request.sourceIp,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

// GET /admin/audit.php: the audit trail, newest first, filtered by action, operator and subject (docs/decisions/059).

import { auditListQuery } from '../../../shared/schemas/audit.js';
import { listAuditEntries } from '../../domain/audit/audit-list.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';

export const listAudit: Operation = async (request, deps) => ({
  body: await listAuditEntries(deps, queryParams(request, auditListQuery)),
});

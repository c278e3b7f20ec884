// GET /admin/exports/{list}.csv: an admin list as CSV, as its screen's filter (?search=) selects it (docs/decisions/040).

import { MESSAGES } from '../../../shared/messages.js';
import { ADMIN_EXPORT_LISTS, adminExportQuery, type AdminExportList } from '../../../shared/schemas/receipts.js';
import { adminListCsv } from '../../domain/exports/admin-exports.js';
import { AppError } from '../../domain/errors.js';
import type { Operation } from '../core/area-handler.js';
import { csvAnswer, exportLimits } from '../core/csv-answer.js';
import { queryParams } from '../core/request.js';

const isList = (name: string): name is AdminExportList => (ADMIN_EXPORT_LISTS as readonly string[]).includes(name);

export const exportAdminList: Operation = async (request, deps) => {
  const list = request.params.list ?? '';
  if (!isList(list)) throw new AppError('notFound', MESSAGES.notFound);
  const csv = await adminListCsv(deps, list, queryParams(request, adminExportQuery), exportLimits());
  return csvAnswer(`${list}-${deps.clock.now().toISOString().slice(0, 10)}`, csv);
};

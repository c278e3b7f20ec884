// GET /admin/users.php, /admin/orders.php and /admin/leases.php: newest first, `limit` and `next_cursor`, or a
// whole email, phone number or id looked up (`search`); GET /admin/held-payments.php pages the held payments.

import { adminListQuery } from '../../../shared/schemas/admin.js';
import { listLeases as leases, listOneTimeOrders, listUsers as users } from '../../domain/admin/admin-lists.js';
import { listHeldPayments } from '../../domain/admin/held-payments-list.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';
import { AppError } from '../../domain/errors.js';

export const listUsers: Operation = async (request, deps) => ({
  body: await users(deps, queryParams(request, adminListQuery)),
});

export const listOrders: Operation = async (request, deps) => ({
  body: await listOneTimeOrders(deps, queryParams(request, adminListQuery)),
});

export const listLeases: Operation = async (request, deps) => ({
  body: await leases(deps, queryParams(request, adminListQuery)),
});

export const listHeldPaymentsOperation: Operation = async (request, deps) => {
  const { search, ...page } = queryParams(request, adminListQuery);
  if (search !== undefined) throw new AppError('validation', 'Held payments cannot be searched: page through them.');
  return { body: await listHeldPayments(deps, page) };
};

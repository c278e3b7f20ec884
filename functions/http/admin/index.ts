// The admin area's Lambda: every operation runs for an ADMIN only (the area handler checks the role).

import { createAreaHandler } from '../core/area-handler.js';
import { listLeases, listOrders, listUsers } from './lists.js';
import { getRevenue, getStats } from './sales-figures.js';

export const handler = createAreaHandler('admin', {
  'admin.stats': getStats,
  'admin.revenue': getRevenue,
  'admin.listUsers': listUsers,
  'admin.listOrders': listOrders,
  'admin.listLeases': listLeases,
});

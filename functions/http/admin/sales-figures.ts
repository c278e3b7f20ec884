// GET /admin/stats.php and GET /admin/revenue.php: the dashboard's and the report's figures, from the sales counters.

import { dashboardStats, revenue } from '../../domain/admin/sales-figures.js';
import type { Operation } from '../core/area-handler.js';

export const getStats: Operation = async (_request, deps) => ({ body: await dashboardStats(deps) });

export const getRevenue: Operation = async (_request, deps) => ({ body: await revenue(deps) });

// GET /anonymous/stats.php: the landing page's real counters, summed from a few counter items (no Scan).

import { stockStats } from '../../domain/stock/stock-stats.js';
import type { Operation } from '../core/area-handler.js';

export const getStats: Operation = async (_request, deps) => ({ body: await stockStats(deps) });

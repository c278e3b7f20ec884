// The anonymous area's Lambda: stock counters now; the anonymous order calls arrive with the payments issue.

import { createAreaHandler } from '../core/area-handler.js';
import { getStats } from './get-stats.js';

export const handler = createAreaHandler('anonymous', {
  'anonymous.stats': getStats,
});

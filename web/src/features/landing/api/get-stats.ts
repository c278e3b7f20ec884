// The counters activeStock and destroyedNumbers from GET /anonymous/stats.php (docs/decisions/015 "Calls"). When the
// call fails the spec's defaults stand in: a random active stock between 1359 and 1947, 8247 destroyed.

import { DEFAULT_ACTIVE_STOCK_MAX, DEFAULT_ACTIVE_STOCK_MIN, DEFAULT_DESTROYED_NUMBERS } from '@shared/constants';
import { statsResponse } from '@shared/schemas/stats';
import { apiRequest } from '@/lib/api-client';

export interface Stats {
  activeStock: number;
  destroyedNumbers: number;
}

export async function getStats(signal: AbortSignal): Promise<Stats> {
  const { activeStock, destroyedNumbers } = statsResponse.parse(await apiRequest('anonymous.stats', { signal }));
  return { activeStock, destroyedNumbers };
}

export function defaultStats(random = Math.random): Stats {
  const span = DEFAULT_ACTIVE_STOCK_MAX - DEFAULT_ACTIVE_STOCK_MIN + 1;
  return {
    activeStock: DEFAULT_ACTIVE_STOCK_MIN + Math.floor(random() * span),
    destroyedNumbers: DEFAULT_DESTROYED_NUMBERS,
  };
}

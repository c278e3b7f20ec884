// The counters activeStock and destroyedNumbers from GET /anonymous/stats.php, read every 30 s
// (docs/decisions/015 "Calls", "Constants"). When the call fails the spec's defaults stand in: a random active stock
// between 1359 and 1947, 8247 destroyed.

import { useEffect, useState } from 'react';
import {
  DEFAULT_ACTIVE_STOCK_MAX,
  DEFAULT_ACTIVE_STOCK_MIN,
  DEFAULT_DESTROYED_NUMBERS,
  STATS_REFRESH_MS,
} from '../../../../../shared/constants';
import { statsResponse } from '../../../../../shared/schemas/stats';
import { apiRequest } from '../../../lib/api-client';

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
  return { activeStock: DEFAULT_ACTIVE_STOCK_MIN + Math.floor(random() * span), destroyedNumbers: DEFAULT_DESTROYED_NUMBERS };
}

/** null until the first answer (or failure), so prerendered HTML and hydration agree. */
export function useStats(): Stats | null {
  const [stats, setStats] = useState<Stats | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const fallback = defaultStats();
    const refresh = () =>
      getStats(controller.signal).then(setStats, () => {
        // The defaults keep the counters readable; the failure itself is the server's to fix.
        if (!controller.signal.aborted) setStats((current) => current ?? fallback);
      });
    void refresh();
    const timer = window.setInterval(refresh, STATS_REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, []);

  return stats;
}

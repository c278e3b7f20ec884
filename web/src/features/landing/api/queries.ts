// The landing feature's query: the live counters, read again every 30 s (docs/decisions/015 "Constants"); a failed read
// is logged and the next still comes.

import { queryOptions } from '@tanstack/react-query';
import { STATS_REFRESH_MS } from '@shared/constants';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getStats } from './get-stats';

export const statsQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.public, 'stats'],
    queryFn: ({ signal }) => getStats(signal),
    refetchInterval: STATS_REFRESH_MS,
  });

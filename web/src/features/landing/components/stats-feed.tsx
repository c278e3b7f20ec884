// The counters' data island, loaded after the landing page is interactive: the stats query, reported to the counters;
// on failure, until an answer arrives, the spec's defaults.

import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { QueryProvider } from '@/lib/query/provider';
import { defaultStats, type Stats } from '../api/get-stats';
import { statsQuery } from '../api/queries';

function Feed({ onStats }: { onStats: (stats: Stats) => void }) {
  const { data, isError } = useQuery(statsQuery());
  const [fallback] = useState(() => defaultStats());
  const stats = data ?? (isError ? fallback : null);
  useEffect(() => {
    if (stats) startTransition(() => onStats(stats));
  }, [stats, onStats]);
  return null;
}

export function StatsFeed({ onStats }: { onStats: (stats: Stats) => void }) {
  return (
    <QueryProvider>
      <Feed onStats={onStats} />
    </QueryProvider>
  );
}

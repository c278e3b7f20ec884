// The landing page's live counters: numbers in stock now, and numbers destroyed after use.

import { lazy, useState } from 'react';
import { AfterHydration } from '@/lib/after-hydration';
import type { Stats } from '../api/get-stats';

// The query code loads after the landing page is interactive (docs/decisions/004); until then, as prerendered, '····'.
const StatsFeed = lazy(() => import('./stats-feed').then((module) => ({ default: module.StatsFeed })));

const formatCount = (value: number) => value.toLocaleString('en-GB');

export function StatsCounters() {
  const [stats, setStats] = useState<Stats | null>(null);
  const counters = [
    { label: 'UK numbers in stock now', value: stats?.activeStock },
    { label: 'Numbers destroyed after use', value: stats?.destroyedNumbers },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      <AfterHydration>
        <StatsFeed onStats={setStats} />
      </AfterHydration>
      {counters.map((counter) => (
        <div key={counter.label} className="rounded-2xl bg-white/70 px-4 py-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{counter.label}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
            {counter.value === undefined ? <span className="text-slate-400">····</span> : formatCount(counter.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// The spec's polling as a query's refetchInterval (docs/decisions/015 "Constants"): every interval from a start until
// the answer says done or the limit passes. A failed poll is logged by the query cache and the next one still comes.

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';

interface PollingRule<T> {
  intervalMs: number;
  /** The last poll is made at most this long after `startedAt`. */
  limitMs: number;
  /** When the wait began (epoch ms): the order's creation, or when the screen began to follow it. */
  startedAt: number;
  /** true once there is nothing more to wait for. */
  isDone?: (data: T) => boolean;
  /** true while a socket pushes the answer's changes: the polling, its fallback, waits (docs/decisions/041). */
  paused?: () => boolean;
}

/** The next poll's delay, or false once done or past the limit. */
export function pollUntil<T>({ intervalMs, limitMs, startedAt, isDone, paused }: PollingRule<T>) {
  return (query: { state: { data: T | undefined } }): number | false => {
    const { data } = query.state;
    if ((data !== undefined && isDone?.(data)) || paused?.()) return false;
    return pollingTimedOut({ intervalMs, limitMs, startedAt }) ? false : intervalMs;
  };
}

/** true when no further poll fits before the limit. */
function pollingTimedOut(
  { intervalMs, limitMs, startedAt }: Omit<PollingRule<unknown>, 'isDone'>,
  now: number = Date.now(),
): boolean {
  return now + intervalMs > startedAt + limitMs;
}

/**
 * A query polled by the rule from the moment the screen begins to follow it: its data, whether the answer says done,
 * and whether the limit passed first.
 */
export function usePolledQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  { intervalMs, limitMs, isDone, paused }: Omit<PollingRule<T>, 'startedAt'> & { isDone: (data: T) => boolean },
): { data: T | undefined; done: boolean; timedOut: boolean } {
  const [startedAt] = useState(() => Date.now());
  const rule = { intervalMs, limitMs, startedAt };
  const { data, isFetching } = useQuery({ ...options, refetchInterval: pollUntil({ ...rule, isDone, paused }) });
  const done = data !== undefined && isDone(data);
  return { data, done, timedOut: !done && !isFetching && options.enabled !== false && pollingTimedOut(rule) };
}

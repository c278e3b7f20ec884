// Asks a check again and again at a fixed interval until its answer says done or a time limit passes
// (docs/decisions/015 "Constants": payment status every 5 s for up to 1800 s). Failed checks are logged and polling
// goes on (docs/decisions/015 "Messages").

import { useEffect, useRef, useState } from 'react';

export type PollingState<T> =
  | { status: 'idle' }
  | { status: 'polling'; data: T | null }
  | { status: 'done'; data: T }
  | { status: 'timedOut'; data: T | null };

export interface PollingOptions<T> {
  /** What is being followed, e.g. a payment id: null polls nothing, a new key starts over. */
  key: string | null;
  check: (signal: AbortSignal) => Promise<T>;
  isDone: (data: T) => boolean;
  intervalMs: number;
  /** The last check is made at most this long after the first. */
  limitMs: number;
}

/** The first check is made at once; `check` and `isDone` may change identity between renders without restarting. */
export function usePolling<T>({ key, check, isDone, intervalMs, limitMs }: PollingOptions<T>): PollingState<T> {
  const [result, setResult] = useState<{ key: string; state: PollingState<T> } | null>(null);
  const latest = useRef({ check, isDone });
  useEffect(() => {
    latest.current = { check, isDone };
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const deadline = Date.now() + limitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let data: T | null = null;

    const tick = async () => {
      try {
        data = await latest.current.check(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
      }
      if (controller.signal.aborted) return;
      if (data !== null && latest.current.isDone(data)) {
        setResult({ key, state: { status: 'done', data } });
      } else if (Date.now() + intervalMs > deadline) {
        setResult({ key, state: { status: 'timedOut', data } });
      } else {
        setResult({ key, state: { status: 'polling', data } });
        timer = setTimeout(() => void tick(), intervalMs);
      }
    };
    void tick();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key, intervalMs, limitMs]);

  if (key === null) return { status: 'idle' };
  return result?.key === key ? result.state : { status: 'polling', data: null };
}

// Loads data once per mount through a fetcher, cancelling it on unmount and logging failures (spec 000 §8: load errors are logged).

import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/** `load` must keep its identity between renders (a module-level fetcher), or it reloads on every render. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'pending' });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [load]);

  return state;
}

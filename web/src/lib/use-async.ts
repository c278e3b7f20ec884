// Loads data once per mount through a fetcher, cancelling it on unmount and logging failures
// (docs/decisions/015 "Messages": load errors are logged).

import { useCallback, useEffect, useRef, useState } from 'react';

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

/**
 * Like useAsync, and `reload()` loads again (after a purchase, or on each poll) keeping the last data on screen;
 * a failed reload is logged and the last data stays. Loads stop when the component unmounts.
 */
export function useReloadable<T>(load: (signal: AbortSignal) => Promise<T>): {
  state: AsyncState<T>;
  reload: () => Promise<void>;
} {
  const [state, setState] = useState<AsyncState<T>>({ status: 'pending' });
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    const signal = controller.current?.signal;
    if (!signal || signal.aborted) return;
    try {
      const data = await load(signal);
      if (!signal.aborted) setState({ status: 'success', data });
    } catch (error) {
      if (signal.aborted) return;
      console.error(error);
      setState((current) => (current.status === 'success' ? current : { status: 'error', error }));
    }
  }, [load]);

  useEffect(() => {
    controller.current = new AbortController();
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  return { state, reload };
}

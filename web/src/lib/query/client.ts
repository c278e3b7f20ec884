// The one QueryClient of the site and the roots of its query keys (docs/decisions/004 "Data loading"). This module and
// the query library load with the member screens and the payment dialogs, never with the landing page's first load.

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';

/**
 * Every feature's key starts with one of these, so a change can invalidate all it touches without importing other
 * features: a wallet purchase or top-up changes the session (the balance in the top bar) and the member's data.
 */
export const QUERY_ROOTS = {
  session: ['session'],
  member: ['member'],
  public: ['public'],
  payment: ['payment'],
  admin: ['admin'],
} as const;

/** A 4xx answer will not change by asking again; a network failure or a 5xx is asked once more. */
function retryOnce(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

export const queryClient = new QueryClient({
  // Failed reads, including each failed poll, are logged and nothing else (docs/decisions/015 "Messages").
  queryCache: new QueryCache({ onError: (error) => console.error(error) }),
  defaultOptions: {
    queries: {
      retry: retryOnce,
      refetchOnWindowFocus: false,
      // Polling goes on while the payment page has the focus in another tab, and whatever navigator.onLine says.
      refetchIntervalInBackground: true,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

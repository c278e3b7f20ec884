// Gives the one QueryClient to the screens under it: the member and admin frames, the payment dialogs and the data
// islands of the landing page each mount it, since the landing page's first load carries no query code.

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

// The landing page's catalogue island, loaded after the page is interactive: the services query (shared with the
// member screens), reported to the landing route, which shows the built-in catalogue until then.

import { startTransition, useEffect } from 'react';
import type { Service } from '@shared/schemas/services';
import { useServices } from '@/features/services/api/queries';
import { QueryProvider } from '@/lib/query/provider';

function Feed({ onServices }: { onServices: (services: readonly Service[]) => void }) {
  const services = useServices();
  // The whole landing page shows the list: its re-render is a transition, split into short tasks.
  useEffect(() => startTransition(() => onServices(services)), [services, onServices]);
  return null;
}

export function LandingServices({ onServices }: { onServices: (services: readonly Service[]) => void }) {
  return (
    <QueryProvider>
      <Feed onServices={onServices} />
    </QueryProvider>
  );
}

// The landing page's catalogue island, loaded after the page is interactive: the services query (shared with the
// member screens), reported to the landing route, which shows the built-in catalogue until then.

import { useEffect } from 'react';
import type { Service } from '../../../../shared/schemas/services';
import { useServices } from '../../features/services/api/queries';
import { QueryProvider } from '../../lib/query/provider';

function Feed({ onServices }: { onServices: (services: readonly Service[]) => void }) {
  const services = useServices();
  useEffect(() => onServices(services), [services, onServices]);
  return null;
}

export function LandingServices({ onServices }: { onServices: (services: readonly Service[]) => void }) {
  return (
    <QueryProvider>
      <Feed onServices={onServices} />
    </QueryProvider>
  );
}

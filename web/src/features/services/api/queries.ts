// The services feature's query: the catalogue, read once per visit and shared by the landing page and every member
// screen. Until it answers, and when it fails ('Failed to load services', docs/decisions/015 "Messages"), the built-in
// catalogue stands in: the same list the server is seeded with.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SERVICES } from '@shared/catalogue';
import { MESSAGES } from '@shared/messages';
import type { Service } from '@shared/schemas/services';
import { QUERY_ROOTS } from '@/lib/query/client';
import { showToast } from '@/lib/window-events';
import { getServices } from './get-services';

/** Read once a visit; the built-in list is its first data, so an equal answer changes nothing on screen. */
const CATALOGUE_FRESH_MS = 5 * 60_000;

export const servicesQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.public, 'services'],
    queryFn: ({ signal }) => getServices(signal),
    initialData: SERVICES as Service[],
    // The built-in list is never fresh: the live list is asked for at once.
    initialDataUpdatedAt: 0,
    staleTime: CATALOGUE_FRESH_MS,
  });

export function useServices(): readonly Service[] {
  const { data, isError } = useQuery(servicesQuery());
  useEffect(() => {
    if (isError) showToast(MESSAGES.servicesLoadFailed, 'error');
  }, [isError]);
  return data;
}

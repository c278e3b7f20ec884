// The SIM screen's query: one page of the list for a status and search, under the admin root.

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getSimCards, type SimListFilter } from './get-sim-cards';

export const SIM_CARDS_KEY = [...QUERY_ROOTS.admin, 'sim-cards'] as const;

export const simCardsQuery = (filter: SimListFilter) =>
  queryOptions({
    queryKey: [...SIM_CARDS_KEY, filter],
    queryFn: ({ signal }) => getSimCards(filter, signal),
    placeholderData: keepPreviousData,
  });

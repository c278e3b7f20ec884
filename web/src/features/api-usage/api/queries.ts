// The API usage feature's query: the dashboard's 'API Calls Today', read when the dashboard opens.

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getApiUsage } from './get-api-usage';

export const apiCallsTodayQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'api-usage', 'today'],
    queryFn: ({ signal }) => getApiUsage(signal),
  });

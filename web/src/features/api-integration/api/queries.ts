// The api-integration feature's query: the OpenAPI document, read once a visit (it changes only with a deploy).

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getOpenApi } from './get-openapi';

export const openApiQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.public, 'openapi'],
    queryFn: ({ signal }) => getOpenApi(signal),
    staleTime: Infinity,
  });

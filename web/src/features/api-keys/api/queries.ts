// The API keys feature's query: the member's keys (docs/decisions/018).

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query/client';
import { getApiKeys } from './get-api-keys';

export const apiKeysQuery = () =>
  queryOptions({ queryKey: [...QUERY_ROOTS.member, 'api-keys'], queryFn: ({ signal }) => getApiKeys(signal) });

// The API keys feature's queries: the member's keys (docs/decisions/018) and a key's webhook deliveries
// (docs/decisions/024).

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getApiKeys } from './get-api-keys';
import { getWebhookDeliveries } from './get-webhook-deliveries';

export const apiKeysQuery = () =>
  queryOptions({ queryKey: [...QUERY_ROOTS.member, 'api-keys'], queryFn: ({ signal }) => getApiKeys(signal) });

/** Polled while open: retries land every few seconds to hours. */
export const webhookDeliveriesQuery = (keyId: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'api-keys', keyId, 'webhook-deliveries'],
    queryFn: ({ signal }) => getWebhookDeliveries(keyId, signal),
    refetchInterval: 15_000,
  });

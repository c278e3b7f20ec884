// GET /users/leases/messages.php?lease_id= (ours): a lease's SMS inbox, newest first.

import { useCallback } from 'react';
import { leaseMessagesResponse, type InboxMessage, type LeaseView } from '../../../../../shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client';
import { useReloadable } from '../../../lib/use-async';

export async function getLeaseMessages(
  leaseId: string,
  signal: AbortSignal,
): Promise<{ lease: LeaseView; messages: InboxMessage[] }> {
  return leaseMessagesResponse.parse(
    await apiRequest('users.listLeaseMessages', { query: { lease_id: leaseId }, signal }),
  );
}

export function useLeaseMessages(leaseId: string) {
  return useReloadable(useCallback((signal: AbortSignal) => getLeaseMessages(leaseId, signal), [leaseId]));
}

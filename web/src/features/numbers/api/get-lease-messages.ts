// GET /users/leases/messages.php?lease_id= (ours): a lease's SMS inbox, newest first.

import { leaseMessagesResponse, type InboxMessage, type LeaseView } from '@shared/schemas/orders';
import { apiRequest } from '@/lib/api-client';

export async function getLeaseMessages(
  leaseId: string,
  signal: AbortSignal,
): Promise<{ lease: LeaseView; messages: InboxMessage[] }> {
  return leaseMessagesResponse.parse(
    await apiRequest('users.listLeaseMessages', { query: { lease_id: leaseId }, signal }),
  );
}

// The member's screens on the code push (docs/decisions/041): the waiting one-time order and an open lease inbox each
// watch their socket; a pushed code or message is written into the query's cache, and the list is read once when the
// socket opens or closes (what may have come in between), after which its polling waits or resumes.

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shared/schemas/orders';
import type { PushMessage } from '@shared/schemas/push';
import { usePush } from '@/lib/push/push-socket';
import { leaseMessagesQuery, leasesQuery, ordersQuery } from './api/queries';

function applyToOrders(queryClient: QueryClient, message: PushMessage): void {
  if (message.type === 'lease_message') return;
  const update = (order: OrderView): OrderView => {
    if (order.id !== message.order_id) return order;
    if (message.type === 'code') {
      return { ...order, status: 'completed', verification_code: message.code, sms_text: message.sms_text };
    }
    const known = order.other_messages.some((kept) => kept.received_at === message.message.received_at);
    return known ? order : { ...order, other_messages: [...order.other_messages, message.message] };
  };
  queryClient.setQueryData(ordersQuery().queryKey, (orders) => orders?.map(update));
}

export function useWaitingOrderPush(waiting: OrderView | null): void {
  const queryClient = useQueryClient();
  usePush(
    waiting ? { order: waiting.id } : null,
    (message) => applyToOrders(queryClient, message),
    () => void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey }),
  );
}

export function useLeaseInboxPush(leaseId: string): void {
  const queryClient = useQueryClient();
  const inbox = leaseMessagesQuery(leaseId).queryKey;
  usePush(
    { lease: leaseId },
    (message) => {
      if (message.type !== 'lease_message') return;
      queryClient.setQueryData(inbox, (data) =>
        data && !data.messages.some((known) => known.id === message.message.id)
          ? {
              lease: { ...data.lease, message_count: data.lease.message_count + 1 },
              messages: [message.message, ...data.messages],
            }
          : data,
      );
      // The lease list shows the message count.
      void queryClient.invalidateQueries({ queryKey: leasesQuery().queryKey });
    },
    () => void queryClient.invalidateQueries({ queryKey: inbox }),
  );
}

// An order's story (/admin/operations/orders/:id, docs/decisions/060): the order, what the records say happened to
// it, and the operator's actions it allows now (cancel a waiting order, refund one with its code to the member's
// wallet), each behind a confirmation with a reason.

import { useParams } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import type { OrderStoryResponse } from '@shared/schemas/admin-story';
import { StatusPill } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/status-badge';
import { changeOrder, orderStoryQuery } from '../api/stories';
import { StoryPage } from './story-page';

type Action = 'cancel' | 'refund';

export function OrderStoryPage() {
  const id = useParams().id ?? '';

  return (
    <StoryPage<OrderStoryResponse, Action>
      title={`Order ${id}`}
      intro="What the records say happened to this order, oldest first."
      loadFailure="Failed to load the order"
      query={orderStoryQuery(id)}
      actions={(data, act) => (
        <div className="flex flex-wrap gap-2">
          {data.actions.cancel && (
            <Button variant="secondary" onClick={() => act('cancel')}>
              Cancel order
            </Button>
          )}
          {data.actions.refund && <Button onClick={() => act('refund')}>Refund to wallet</Button>}
        </div>
      )}
      fields={(data) => [
        ['Status', <StatusPill key="status" status={data.order.status} />],
        ['Service', data.order.service_name],
        ['Price', formatUsd(data.order.price)],
        ['Number', data.order.phone_number || 'None yet'],
        ['Code', data.order.verification_code ?? 'None'],
        [
          'Buyer',
          data.order.owner.kind === 'user'
            ? `${data.order.user_name} (${data.order.user_email})`
            : `Anonymous${data.order.user_email ? ` (${data.order.user_email})` : ''}`,
        ],
        ['Created', formatDateTime(data.order.created_at)],
      ]}
      dialog={(acting, data) => ({
        title: acting === 'cancel' ? `Cancel order ${id}?` : `Refund order ${id}?`,
        consequence: {
          cancel: `Cancels order ${id}, which is still waiting for its code, destroys its number and refunds ${formatUsd(data?.order.price ?? 0)} to the member's wallet.`,
          refund: `Refunds ${formatUsd(data?.order.price ?? 0)} of order ${id} to the member's wallet, once. The order keeps its code.`,
        }[acting],
        submitLabel: acting === 'cancel' ? 'Confirm cancel' : 'Confirm refund',
        done: acting === 'cancel' ? 'Order cancelled and refunded' : 'Order refunded to the wallet',
        run: (reason) => changeOrder(id, { action: acting, reason }),
      })}
    />
  );
}

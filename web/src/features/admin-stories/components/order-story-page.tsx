// An order's story (/admin/operations/orders/:id, docs/decisions/060): the order, what the records say happened to
// it, and the operator's actions it allows now (cancel a waiting order, refund one with its code to the member's
// wallet), each behind a confirmation with a reason.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import { AdminPage } from '@/components/admin/admin-page';
import { StatusPill } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/status-badge';
import { failureText } from '@/lib/api-client';
import { changeOrder, orderStoryQuery } from '../api/stories';
import { ReasonDialog } from '@/components/admin/reason-dialog';
import { RecordSummary } from './record-summary';
import { Timeline } from './timeline';

type Action = 'cancel' | 'refund';

export function OrderStoryPage() {
  const id = useParams().id ?? '';
  const story = useQuery(orderStoryQuery(id));
  const [acting, setActing] = useState<Action | null>(null);
  const data = story.data;

  const consequence: Record<Action, string> = {
    cancel: `Cancels order ${id}, which is still waiting for its code, destroys its number and refunds ${formatUsd(data?.order.price ?? 0)} to the member's wallet.`,
    refund: `Refunds ${formatUsd(data?.order.price ?? 0)} of order ${id} to the member's wallet, once. The order keeps its code.`,
  };

  return (
    <AdminPage
      title={`Order ${id}`}
      intro="What the records say happened to this order, oldest first."
      error={story.isError ? failureText(story.error, 'Failed to load the order') : null}
      actions={
        data && (
          <div className="flex flex-wrap gap-2">
            {data.actions.cancel && (
              <Button variant="secondary" onClick={() => setActing('cancel')}>
                Cancel order
              </Button>
            )}
            {data.actions.refund && <Button onClick={() => setActing('refund')}>Refund to wallet</Button>}
          </div>
        )
      }
    >
      {data && (
        <>
          <RecordSummary
            fields={[
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
          />
          <h2 className="text-lg font-semibold text-slate-900">Timeline</h2>
          <Timeline events={data.timeline} />
        </>
      )}
      {story.isPending && <p role="status">Loading...</p>}
      {acting && (
        <ReasonDialog
          title={acting === 'cancel' ? `Cancel order ${id}?` : `Refund order ${id}?`}
          consequence={consequence[acting]}
          submitLabel={acting === 'cancel' ? 'Confirm cancel' : 'Confirm refund'}
          done={acting === 'cancel' ? 'Order cancelled and refunded' : 'Order refunded to the wallet'}
          run={(reason) => changeOrder(id, { action: acting, reason })}
          refresh={orderStoryQuery(id).queryKey}
          onClose={() => setActing(null)}
        />
      )}
    </AdminPage>
  );
}

// A lease's story (/admin/operations/leases/:id, docs/decisions/060): the lease, its inbox, what the records say
// happened to it, and the operator's actions (end it now, forward one of its messages again), each behind a
// confirmation with a reason.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import { AdminPage } from '@/components/admin/admin-page';
import { ActionButton, AdminTable, Cell, StatusPill } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/status-badge';
import { failureText } from '@/lib/api-client';
import { changeLease, leaseStoryQuery } from '../api/stories';
import { ReasonDialog } from '@/components/admin/reason-dialog';
import { RecordSummary } from './record-summary';
import { Timeline } from './timeline';

type Acting = { action: 'cancel' } | { action: 'resend'; messageId: string; from: string };

export function LeaseStoryPage() {
  const id = useParams().id ?? '';
  const story = useQuery(leaseStoryQuery(id));
  const [acting, setActing] = useState<Acting | null>(null);
  const data = story.data;

  return (
    <AdminPage
      title={`Lease ${id}`}
      intro="The lease, its inbox and what the records say happened to it, oldest first."
      error={story.isError ? failureText(story.error, 'Failed to load the lease') : null}
      actions={
        data?.actions.cancel && (
          <Button variant="secondary" onClick={() => setActing({ action: 'cancel' })}>
            End lease now
          </Button>
        )
      }
    >
      {data && (
        <>
          <RecordSummary
            fields={[
              ['Status', <StatusPill key="status" status={data.lease.status} />],
              ['Service', data.lease.service_name],
              ['Price', formatUsd(data.lease.price_cents)],
              ['Number', data.lease.phone_number],
              ['Holder', `${data.lease.user_name || 'Anonymous'} (${data.lease.user_email})`],
              ['Period', `${formatDateTime(data.lease.start_date)} to ${formatDateTime(data.lease.end_date)}`],
            ]}
          />
          <AdminTable
            caption="Inbox"
            columns={['Received', 'From', 'Code', 'Text', 'Actions']}
            empty={data.messages.length === 0}
            emptyText="No messages yet"
          >
            {data.messages.map((message) => (
              <tr key={message.id}>
                <Cell>{formatDateTime(message.received_at)}</Cell>
                <Cell>{message.from}</Cell>
                <Cell className="font-mono">{message.code ?? ''}</Cell>
                <Cell>
                  <span className="block w-64 break-words whitespace-normal">
                    {message.text ?? 'Removed after 24 hours'}
                  </span>
                </Cell>
                <Cell>
                  {message.text !== null && (
                    <ActionButton
                      onClick={() => setActing({ action: 'resend', messageId: message.id, from: message.from })}
                    >
                      Forward again
                    </ActionButton>
                  )}
                </Cell>
              </tr>
            ))}
          </AdminTable>
          <h2 className="text-lg font-semibold text-slate-900">Timeline</h2>
          <Timeline events={data.timeline} />
        </>
      )}
      {story.isPending && <p role="status">Loading...</p>}
      {acting && (
        <ReasonDialog
          title={acting.action === 'cancel' ? `End lease ${id}?` : `Forward the SMS from ${acting.from} again?`}
          consequence={
            acting.action === 'cancel'
              ? 'Ends the lease now without refund: its number is destroyed and its messages are no longer forwarded.'
              : "Emails this message to the lease's forwarding address again, as it was forwarded when it arrived."
          }
          submitLabel={acting.action === 'cancel' ? 'Confirm end' : 'Confirm forward'}
          done={acting.action === 'cancel' ? 'Lease ended' : 'Message forwarded again'}
          run={(reason) =>
            changeLease(
              id,
              acting.action === 'cancel'
                ? { action: 'cancel', reason }
                : { action: 'resend', message_id: acting.messageId, reason },
            )
          }
          refresh={leaseStoryQuery(id).queryKey}
          onClose={() => setActing(null)}
        />
      )}
    </AdminPage>
  );
}

// A lease's story (/admin/operations/leases/:id, docs/decisions/060): the lease, its inbox, what the records say
// happened to it, and the operator's actions (end it now, forward one of its messages again), each behind a
// confirmation with a reason.

import { useParams } from 'react-router-dom';
import { formatUsd } from '@shared/money';
import type { LeaseStoryResponse } from '@shared/schemas/admin-story';
import { ActionButton, AdminTable, Cell, StatusPill } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/components/ui/status-badge';
import { changeLease, leaseStoryQuery } from '../api/stories';
import { StoryPage } from './story-page';

type Acting = { action: 'cancel' } | { action: 'resend'; messageId: string; from: string };

export function LeaseStoryPage() {
  const id = useParams().id ?? '';

  return (
    <StoryPage<LeaseStoryResponse, Acting>
      title={`Lease ${id}`}
      intro="The lease, its inbox and what the records say happened to it, oldest first."
      loadFailure="Failed to load the lease"
      query={leaseStoryQuery(id)}
      actions={(data, act) =>
        data.actions.cancel && (
          <Button variant="secondary" onClick={() => act({ action: 'cancel' })}>
            End lease now
          </Button>
        )
      }
      fields={(data) => [
        ['Status', <StatusPill key="status" status={data.lease.status} />],
        ['Service', data.lease.service_name],
        ['Price', formatUsd(data.lease.price_cents)],
        ['Number', data.lease.phone_number],
        ['Holder', `${data.lease.user_name || 'Anonymous'} (${data.lease.user_email})`],
        ['Period', `${formatDateTime(data.lease.start_date)} to ${formatDateTime(data.lease.end_date)}`],
      ]}
      details={(data, act) => (
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
                  <ActionButton onClick={() => act({ action: 'resend', messageId: message.id, from: message.from })}>
                    Forward again
                  </ActionButton>
                )}
              </Cell>
            </tr>
          ))}
        </AdminTable>
      )}
      dialog={(acting) => ({
        title: acting.action === 'cancel' ? `End lease ${id}?` : `Forward the SMS from ${acting.from} again?`,
        consequence:
          acting.action === 'cancel'
            ? 'Ends the lease now without refund: its number is destroyed and its messages are no longer forwarded.'
            : "Emails this message to the lease's forwarding address again, as it was forwarded when it arrived.",
        submitLabel: acting.action === 'cancel' ? 'Confirm end' : 'Confirm forward',
        done: acting.action === 'cancel' ? 'Lease ended' : 'Message forwarded again',
        run: (reason) =>
          changeLease(
            id,
            acting.action === 'cancel'
              ? { action: 'cancel', reason }
              : { action: 'resend', message_id: acting.messageId, reason },
          ),
      })}
    />
  );
}

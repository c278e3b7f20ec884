// The 'SMS Inbox' dialog (docs/decisions/015 "Screens"): the lease's number, service, days remaining and price, and its
// messages (sender, received time, code with Copy), read again every 5 s while it is open and no socket pushes them (its
// query's interval); a message that lands while the tab is in the background alerts, when the visitor opted in (041).
// The lease can be kept from here too, and in its grace its messages wait for the renewal (docs/decisions/062).

import { useQuery } from '@tanstack/react-query';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { InboxMessage } from '@shared/schemas/orders';
import { ArrivalAlertSwitch } from '@/components/arrival-alert-switch';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { codeArrival, useArrivalAlert, type Arrival } from '@/lib/push/code-alert';
import { leaseMessagesQuery } from '../api/queries';
import { useLeaseInboxPush } from '../use-numbers-push';
import { AutoRenewSwitch, GraceNotice, KeepNumberButton } from './keep-number';
import { formatDateTime } from '@/components/ui/status-badge';

/** What the background alert says of a message: its code like a one-time code's, or who sent it. */
function messageArrival(message: InboxMessage, phoneNumber: string): Arrival {
  if (message.code) return codeArrival(message.code, `${message.from} · ${phoneNumber}`);
  return { tabTitle: `SMS from ${message.from}`, notification: `New SMS from ${message.from}`, body: phoneNumber };
}

export function SmsInboxDialog({ leaseId, onClose }: { leaseId: string; onClose: () => void }) {
  const inbox = useQuery(leaseMessagesQuery(leaseId));
  useLeaseInboxPush(leaseId);
  // The newest message (they come newest first); undefined until the inbox is read, so those already there never alert.
  const newest = inbox.data ? (inbox.data.messages[0] ?? null) : undefined;
  useArrivalAlert(
    newest === undefined ? undefined : (newest?.id ?? null),
    newest && inbox.data ? messageArrival(newest, inbox.data.lease.phone_number) : null,
  );

  return (
    <Dialog open onClose={onClose} title={LABELS.smsInbox}>
      {inbox.isPending && <Spinner label="Loading messages" />}
      {inbox.isError && !inbox.data && <p className="text-sm text-red-700">{MESSAGES.apiRequestFailed}</p>}
      {inbox.data && (
        <>
          <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">Number</dt>
            <dd className="font-mono font-semibold text-slate-900">{inbox.data.lease.phone_number}</dd>
            <dt className="text-slate-600">Service</dt>
            <dd className="font-semibold text-slate-900">{inbox.data.lease.service_name}</dd>
            <dt className="text-slate-600">Days remaining</dt>
            <dd className="font-semibold text-slate-900">{inbox.data.lease.days_left}</dd>
            <dt className="text-slate-600">Price</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(inbox.data.lease.price)}</dd>
          </dl>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <GraceNotice lease={inbox.data.lease} />
            <KeepNumberButton lease={inbox.data.lease} />
            {(inbox.data.lease.status === 'active' || inbox.data.lease.status === 'grace') && (
              <AutoRenewSwitch lease={inbox.data.lease} />
            )}
          </div>
          <ArrivalAlertSwitch label="Alert me when a message arrives while this tab is in the background" />
          {inbox.data.messages.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{MESSAGES.noMessagesYet}</p>
          ) : (
            <ul className="mt-4 max-h-[45dvh] divide-y divide-slate-100 overflow-y-auto" aria-label="Messages">
              {inbox.data.messages.map((message) => (
                <li key={message.id} className="py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{message.from}</span>
                    <span className="text-xs text-slate-500">{formatDateTime(message.receivedAt)}</span>
                  </div>
                  {message.code && (
                    <div className="mt-1 flex items-center gap-2">
                      <span className="font-mono text-lg font-bold tracking-widest text-emerald-800">
                        {message.code}
                      </span>
                      <CopyButton value={message.code} />
                    </div>
                  )}
                  {message.text !== null && <p className="mt-1 text-sm break-words text-slate-700">{message.text}</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}

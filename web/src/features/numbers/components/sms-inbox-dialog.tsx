// The 'SMS Inbox' dialog (docs/decisions/015 "Screens"): the lease's number, service, days remaining and price, and its
// messages (sender, received time, code with Copy), read again every 5 s while it is open.

import { useEffect } from 'react';
import { ORDER_POLL_INTERVAL_MS } from '../../../../../shared/constants';
import { LABELS, MESSAGES } from '../../../../../shared/messages';
import { formatUsd } from '../../../../../shared/money';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useLeaseMessages } from '../api/get-lease-messages';
import { formatDateTime } from './status-badge';

export function SmsInboxDialog({ leaseId, onClose }: { leaseId: string; onClose: () => void }) {
  const { state, reload } = useLeaseMessages(leaseId);
  useEffect(() => {
    const timer = window.setInterval(() => void reload(), ORDER_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  return (
    <Dialog open onClose={onClose} title={LABELS.smsInbox}>
      {state.status === 'pending' && <Spinner label="Loading messages" />}
      {state.status === 'error' && <p className="text-sm text-red-700">{MESSAGES.apiRequestFailed}</p>}
      {state.status === 'success' && (
        <>
          <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">Number</dt>
            <dd className="font-mono font-semibold text-slate-900">{state.data.lease.phone_number}</dd>
            <dt className="text-slate-600">Service</dt>
            <dd className="font-semibold text-slate-900">{state.data.lease.service_name}</dd>
            <dt className="text-slate-600">Days remaining</dt>
            <dd className="font-semibold text-slate-900">{state.data.lease.days_left}</dd>
            <dt className="text-slate-600">Price</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(state.data.lease.price)}</dd>
          </dl>
          {state.data.messages.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{MESSAGES.noMessagesYet}</p>
          ) : (
            <ul className="mt-4 max-h-[45dvh] divide-y divide-slate-100 overflow-y-auto" aria-label="Messages">
              {state.data.messages.map((message) => (
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

// Keeping a rented number (docs/decisions/062), on Rented Numbers and in the lease's inbox: "Keep this number" opens a
// confirmation with the price now, the new end date and the wallet's balance after, and renews on confirm; the
// automatic renewal's switch; and, in the grace after the end, the notice that a renewal keeps the number.

import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { LeaseView } from '@shared/schemas/orders';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { formatDate } from '@/components/ui/status-badge';
import { failureText } from '@/lib/api-client';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/window-events';
import { renewLease, setLeaseAutoRenew } from '../api/renew-lease';

/** "Keep this number" and its confirmation; nothing once the lease cannot renew (its number gone, or renewed ahead). */
export function KeepNumberButton({ lease }: { lease: LeaseView }) {
  const [confirming, setConfirming] = useState(false);
  if (lease.renewal_price === null || lease.renewed_end_date === null) return null;
  return (
    <>
      <Button variant="primary" onClick={() => setConfirming(true)}>
        {LABELS.keepThisNumber}
      </Button>
      {confirming && (
        <RenewalConfirmation
          lease={lease}
          priceCents={lease.renewal_price}
          newEnd={lease.renewed_end_date}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** The price now, the new end date and the balance after; the renewal on confirm, then a toast and fresh data. */
function RenewalConfirmation({
  lease,
  priceCents,
  newEnd,
  onClose,
}: {
  lease: LeaseView;
  priceCents: number;
  newEnd: string;
  onClose: () => void;
}) {
  const session = useSession();
  const renew = useMutation({
    mutationFn: () => renewLease(lease.id),
    onSuccess: async ({ message }) => {
      onClose();
      showToast(message, 'success');
      await refreshMemberData();
    },
  });
  const balance = session.status === 'authenticated' ? session.user.wallet_balance : 0;
  const after = balance - priceCents;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    renew.mutate();
  };
  return (
    <Dialog open onClose={onClose} title={`${LABELS.keepThisNumber}: ${lease.phone_number}`}>
      <form onSubmit={submit} className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 text-sm">
          <dt className="text-slate-600">Price (30 days)</dt>
          <dd className="font-semibold text-slate-900">{formatUsd(priceCents)}</dd>
          <dt className="text-slate-600">New end date</dt>
          <dd className="font-semibold text-slate-900">{formatDate(newEnd)}</dd>
          <dt className="text-slate-600">Balance after</dt>
          <dd className={`font-semibold ${after < 0 ? 'text-red-700' : 'text-slate-900'}`}>
            {formatUsd(Math.max(0, after))}
          </dd>
        </dl>
        {after < 0 && <FormAlert message={MESSAGES.insufficientBalance} />}
        {renew.isError && <FormAlert message={failureText(renew.error, MESSAGES.tryAgainLater)} />}
        <FormActions
          onCancel={onClose}
          submitLabel={`Pay ${formatUsd(priceCents)} and keep it`}
          busyLabel="Renewing..."
          submitting={renew.isPending || after < 0}
        />
      </form>
    </Dialog>
  );
}

/** The lease's automatic renewal: a switch, saved as it is flipped; a failed renewal's note beside it. */
export function AutoRenewSwitch({ lease }: { lease: LeaseView }) {
  const save = useMutation({
    mutationFn: (on: boolean) => setLeaseAutoRenew(lease.id, on),
    onSuccess: async ({ message }) => {
      showToast(message, 'success');
      await refreshMemberData();
    },
    onError: (error) => showToast(failureText(error, MESSAGES.tryAgainLater), 'error'),
  });
  const on = save.isPending ? save.variables : lease.auto_renew;
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          role="switch"
          className="size-4 accent-brand-600"
          checked={on}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        {LABELS.autoRenew}
      </label>
      {lease.auto_renew_failed_at && (
        <p className="text-xs text-red-700">
          Automatic renewal failed on {formatDate(lease.auto_renew_failed_at)}: too little in your wallet.
        </p>
      )}
    </div>
  );
}

/** In the grace after the end: the number is still held (its messages kept), and a renewal keeps it. */
export function GraceNotice({ lease }: { lease: LeaseView }) {
  if (lease.status !== 'grace') return null;
  return (
    <p role="status" className="text-sm font-semibold text-amber-800">
      {MESSAGES.leaseGraceNotice}
    </p>
  );
}

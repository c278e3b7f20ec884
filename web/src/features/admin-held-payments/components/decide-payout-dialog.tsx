// An operator's decision on a payout above the automatic limits (docs/decisions/064): what it will do, a reason (kept
// in the audit trail; a rejection's is what the buyer reads), then the PUT, a toast, and the list read again. Approve
// sends it; Reject fails it, and the money is owed to the buyer again.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatUsd } from '@shared/money';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { reviewPayoutBody, type AdminOwedRefund } from '@shared/schemas/refunds';
import { reviewPayout, type PayoutReview } from '../api/owed-refunds';
import { owedRefundsQuery } from '../api/queries';
import { payoutAmount } from './payout-amount';

export type PayoutDecision = PayoutReview['action'];

export const DECISION_LABELS: Record<PayoutDecision, string> = { approve: 'Approve', reject: 'Reject' };

const reasonForm = reviewPayoutBody.pick({ reason: true });

function consequence(action: PayoutDecision, refund: AdminOwedRefund): string {
  const payout = refund.payout;
  const what = payout
    ? `${formatUsd(refund.owed_cents)} as ${payoutAmount(payout)} to ${payout.address}`
    : formatUsd(refund.owed_cents);
  return action === 'approve'
    ? `Sends ${what} now. It cannot be undone once the provider has paid it.`
    : `Refuses to send ${what}. The buyer reads "Refused by the shop:" and your reason, and may take the money again.`;
}

export function DecidePayoutDialog({
  refund,
  action,
  onClose,
}: {
  refund: AdminOwedRefund;
  action: PayoutDecision;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(reasonForm, { defaultValues: { reason: '' } });
  const decide = useMutation({
    mutationFn: (reason: string) => reviewPayout(refund.order_id, { action, reason }),
    onSuccess: async () => {
      showToast(
        action === 'approve' ? 'Payout approved: it is being sent' : 'Payout rejected: owed to the buyer again',
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: owedRefundsQuery().queryKey });
      onClose();
    },
    onError: (error) => {
      if (!showServerDetails(form, error)) showToast(failureText(error, 'Failed to decide the payout'), 'error');
    },
  });
  const submit = form.handleSubmit(async (values) => {
    await decide.mutateAsync(values.reason).catch(() => undefined);
  });

  return (
    <Dialog open onClose={onClose} title={`${DECISION_LABELS[action]} payout`}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={`Confirm ${DECISION_LABELS[action]}`}
        busyLabel="Saving..."
        submitting={decide.isPending}
        variant={action === 'reject' ? 'danger' : 'primary'}
      >
        <p className="font-mono text-xs break-all text-slate-600">Order {refund.order_id}</p>
        <p className="text-sm break-words text-slate-700">{consequence(action, refund)}</p>
        <TextAreaField label="Reason" {...schemaField(form, 'reason')} />
      </DialogForm>
    </Dialog>
  );
}

// The confirmation of a held payment's resolution: what will happen, a note (required to note a refund or dismiss, so
// the next operator knows how the money went back or why), then the PUT, a toast, and the list read again. A fulfil
// with no stock yet is refused by the server, shown as an error toast, and the payment stays held.

import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { formatUsd } from '@shared/money';
import {
  resolveHeldPaymentRequest,
  type AdminHeldPayment,
  type HeldResolutionAction,
} from '@shared/schemas/held-payments';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { heldPaymentsQuery } from '../api/queries';
import { resolveHeldPayment } from '../api/resolve-held-payment';

export const ACTION_LABELS: Record<HeldResolutionAction, string> = {
  credit: 'Credit wallet',
  'refund-note': 'Refund noted',
  dismiss: 'Dismiss',
  fulfil: 'Fulfil order',
};

const note = resolveHeldPaymentRequest.shape.note.unwrap();
const noteForm = {
  optional: z.object({ note }),
  required: z.object({ note: note.trim().min(1, 'Enter a note') }),
};

function consequence(action: HeldResolutionAction, held: AdminHeldPayment): string {
  if (action === 'credit') {
    const amount = held.received_amount === null ? 'what arrived' : formatUsd(held.received_amount);
    return `Credits ${amount}, less anything already credited, to ${held.contact}'s wallet.`;
  }
  if (action === 'refund-note') return 'Records that the money was returned outside the platform. Say how.';
  if (action === 'fulfil') {
    return `Hands order ${held.order_id ?? ''} what it paid for from the stock now, and closes this held payment. With no stock yet it stays held.`;
  }
  return 'Closes this held payment without moving money. Say why.';
}

export function ResolveHeldDialog({
  held,
  action,
  onClose,
}: {
  held: AdminHeldPayment;
  action: HeldResolutionAction;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const noteOptional = action === 'credit' || action === 'fulfil';
  const form = useSchemaForm(noteOptional ? noteForm.optional : noteForm.required, {
    defaultValues: { note: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await resolveHeldPayment(held.id, { action, note: values.note });
      showToast(`Held payment resolved: ${ACTION_LABELS[action]}`, 'success');
      await queryClient.invalidateQueries({ queryKey: heldPaymentsQuery().queryKey });
      onClose();
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(failureText(error, 'Failed to resolve the held payment'), 'error');
    }
  });

  return (
    <Dialog open onClose={onClose} title={`${ACTION_LABELS[action]}: ${held.payment_id ?? held.id}`}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={`Confirm ${ACTION_LABELS[action]}`}
        busyLabel="Saving..."
        submitting={isSubmitting}
      >
        <p className="text-sm text-slate-700">{consequence(action, held)}</p>
        <TextAreaField label={noteOptional ? 'Note (optional)' : 'Note'} {...schemaField(form, 'note')} />
      </DialogForm>
    </Dialog>
  );
}

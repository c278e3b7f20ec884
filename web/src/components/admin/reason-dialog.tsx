// The confirmation every operator action sits behind (docs/decisions/059, 060): what will happen, a reason (kept in the
// audit trail with the change), for a wallet adjustment the amount in dollars too; then the call, a toast, and what
// the page shows read again. A refusal is shown and changes nothing.

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod';
import { dollarsToCents } from '@shared/money';
import { operatorReason } from '@shared/schemas/admin-changes';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FormField, TextAreaField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';

const reasonForm = z.object({ reason: operatorReason, amount: z.string() });
/** Signed dollars, e.g. 5 or -2.50, as cents; what the server then checks (not 0, at most $10,000 either way). */
const amountForm = reasonForm.extend({
  amount: z
    .string()
    .trim()
    .refine((text) => {
      const cents = dollarsToCents(text.replace(/^-/, ''));
      return cents !== null && cents > 0;
    }, 'Enter an amount such as 5 or -2.50'),
});

export interface ReasonDialogProps {
  title: string;
  consequence: string;
  submitLabel: string;
  /** Asks for a signed amount in dollars too (a wallet adjustment). */
  withAmount?: boolean;
  done: string;
  run: (reason: string, amountCents: number) => Promise<unknown>;
  /** What the page shows, read again once the action is done. */
  refresh: QueryKey;
  onClose: () => void;
}

export function ReasonDialog({
  title,
  consequence,
  submitLabel,
  withAmount,
  done,
  run,
  refresh,
  onClose,
}: ReasonDialogProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(withAmount ? amountForm : reasonForm, { defaultValues: { reason: '', amount: '' } });
  const submit = form.handleSubmit(async ({ reason, amount }) => {
    const text = amount.trim();
    const cents = withAmount ? (dollarsToCents(text.replace(/^-/, '')) ?? 0) * (text.startsWith('-') ? -1 : 1) : 0;
    try {
      await run(reason, cents);
      showToast(done, 'success');
      await queryClient.invalidateQueries({ queryKey: refresh });
      onClose();
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(failureText(error, `${submitLabel} failed`), 'error');
    }
  });
  return (
    <Dialog open onClose={onClose} title={title}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={submitLabel}
        busyLabel="Saving..."
        submitting={form.formState.isSubmitting}
      >
        <p className="text-sm text-slate-700">{consequence}</p>
        {withAmount && (
          <FormField
            label="Amount in dollars (negative to debit)"
            inputMode="decimal"
            {...schemaField(form, 'amount')}
          />
        )}
        <TextAreaField label="Reason" {...schemaField(form, 'reason')} />
      </DialogForm>
    </Dialog>
  );
}

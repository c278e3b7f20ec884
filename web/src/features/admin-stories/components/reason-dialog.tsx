// The confirmation every operator action takes (docs/decisions/060): what will happen, a reason (kept in the audit
// trail with the change), then the call; a refusal is shown as a toast and changes nothing.

import * as z from 'zod';
import { operatorReason } from '@shared/schemas/admin-changes';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';

const reasonForm = z.object({ reason: operatorReason });

export function ReasonDialog({
  title,
  consequence,
  confirmLabel,
  done,
  act,
  onClose,
}: {
  title: string;
  consequence: string;
  confirmLabel: string;
  /** The toast after it is done. */
  done: string;
  act: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useSchemaForm(reasonForm, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await act(reason);
      showToast(done, 'success');
      onClose();
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(failureText(error, 'The action failed'), 'error');
    }
  });
  return (
    <Dialog open onClose={onClose} title={title}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={confirmLabel}
        busyLabel="Saving..."
        submitting={form.formState.isSubmitting}
      >
        <p className="text-sm text-slate-700">{consequence}</p>
        <TextAreaField label="Reason" {...schemaField(form, 'reason')} />
      </DialogForm>
    </Dialog>
  );
}

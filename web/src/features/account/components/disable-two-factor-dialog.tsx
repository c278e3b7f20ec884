// Turning two-factor sign-in off (docs/decisions/042): the password and a current code or a recovery code.

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { disableTwoFactorForm } from '@shared/schemas/two-factor';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FormField, PasswordField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { QUERY_ROOTS } from '@/lib/query/client';
import { showToast } from '@/lib/window-events';
import { disableTwoFactor } from '../api/two-factor';

export function DisableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(disableTwoFactorForm, { defaultValues: { password: '', code: '' } });
  const { isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await disableTwoFactor(values);
      showToast(MESSAGES.twoFactorTurnedOff, 'success');
      await queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.member });
      onClose();
    } catch (error) {
      if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.apiRequestFailed));
    }
  });
  return (
    <Dialog open onClose={onClose} title="Turn off two-factor sign-in">
      <DialogForm
        onSubmit={submit}
        problem={problem}
        onCancel={onClose}
        submitLabel="Turn Off"
        busyLabel="Checking..."
        submitting={isSubmitting}
      >
        <PasswordField label="Password" current autoFocus {...schemaField(form, 'password')} />
        <FormField
          label="Authentication or recovery code"
          autoComplete="one-time-code"
          {...schemaField(form, 'code')}
        />
      </DialogForm>
    </Dialog>
  );
}

// Turning two-factor sign-in off (docs/decisions/042): the password and a current code or a recovery code; the other
// sessions end, and the API keys too when the member ticks it (docs/decisions/050).

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { disableTwoFactorForm } from '@shared/schemas/two-factor';
import { RevokeKeysField } from '@/components/revoke-keys-field';
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
  const form = useSchemaForm(disableTwoFactorForm, {
    defaultValues: { password: '', code: '', revoke_api_keys: false },
  });
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
    <Dialog
      open
      onClose={onClose}
      title="Turn off two-factor sign-in"
      description="Your other devices are logged out; this one stays logged in."
    >
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
        <RevokeKeysField {...form.register('revoke_api_keys')} />
      </DialogForm>
    </Dialog>
  );
}

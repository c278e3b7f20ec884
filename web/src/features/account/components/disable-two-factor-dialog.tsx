// Turning two-factor sign-in off (docs/decisions/042): the password and a current code or a recovery code.

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { disableTwoFactorForm } from '@shared/schemas/two-factor';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { QUERY_ROOTS } from '@/lib/query/client';
import { showToast } from '@/lib/window-events';
import { disableTwoFactor } from '../api/two-factor';

export function DisableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(disableTwoFactorForm, { defaultValues: { password: '', code: '' } });
  const { errors, isSubmitting } = form.formState;
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
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label="Authentication or recovery code"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <FormAlert message={problem} />
        <FormActions onCancel={onClose} submitLabel="Turn Off" busyLabel="Checking..." submitting={isSubmitting} />
      </form>
    </Dialog>
  );
}

// The new-password dialog opened by the emailed ?reset_token= link, then the login dialog (docs/decisions/013 "Paths");
// the API keys are revoked with the sessions unless the member unticks it (docs/decisions/050).

import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { newPasswordForm } from '@shared/schemas/auth';
import { RevokeKeysField } from '@/components/revoke-keys-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import type { AuthDialogProps } from './auth-dialog-state';

export function SetPasswordDialog({ token, onChange, onClose }: AuthDialogProps & { token: string }) {
  const form = useSchemaForm(newPasswordForm, {
    defaultValues: { password: '', confirmPassword: '', revoke_api_keys: true },
  });
  const { isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ password, revoke_api_keys }) => {
    setProblem(null);
    try {
      showToast(await confirmPasswordReset({ token, password, revoke_api_keys }), 'success');
      onClose();
      onChange({ kind: 'login' });
    } catch (error) {
      if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.tryAgainLater));
    }
  });

  return (
    <Dialog open onClose={onClose} title="Choose a new password">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <PasswordField label="New password" {...schemaField(form, 'password')} />
        <PasswordField label="Confirm new password" {...schemaField(form, 'confirmPassword')} />
        <RevokeKeysField {...form.register('revoke_api_keys')} />
        <FormAlert message={problem} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </Dialog>
  );
}

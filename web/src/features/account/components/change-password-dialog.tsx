// The Change Password dialog (docs/decisions/020): current, new and confirmation, checked by the shared schema in the
// spec's order; a wrong current password lands on its field. Other sessions end; this one stays; the API keys are
// revoked too when the member ticks it (docs/decisions/050).

import { MESSAGES } from '@shared/messages';
import { updatePasswordRequest } from '@shared/schemas/account';
import { RevokeKeysField } from '@/components/revoke-keys-field';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { PasswordField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { updatePassword } from '../api/update-password';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(updatePasswordRequest, {
    defaultValues: { current_password: '', new_password: '', confirm_password: '', revoke_api_keys: false },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await updatePassword(values);
      showToast(MESSAGES.passwordChanged, 'success');
      onClose();
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(failureText(error, MESSAGES.changePasswordFailed), 'error');
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Change Password"
      description="Your other devices are logged out; this one stays logged in."
    >
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel="Change Password"
        busyLabel="Changing..."
        submitting={isSubmitting}
      >
        <PasswordField label="Current Password" current {...schemaField(form, 'current_password')} />
        <PasswordField label="New Password" hint="At least 8 characters" {...schemaField(form, 'new_password')} />
        <PasswordField label="Confirm New Password" {...schemaField(form, 'confirm_password')} />
        <RevokeKeysField {...form.register('revoke_api_keys')} />
      </DialogForm>
    </Dialog>
  );
}

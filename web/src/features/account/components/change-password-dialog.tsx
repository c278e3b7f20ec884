// The Change Password dialog (docs/decisions/020): current, new and confirmation, checked by the shared schema in the
// spec's order; a wrong current password lands on its field. Other sessions end; this one stays.

import { MESSAGES } from '@shared/messages';
import { updatePasswordRequest } from '@shared/schemas/account';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { updatePassword } from '../api/update-password';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(updatePasswordRequest, {
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

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
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <FormField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        <FormActions
          onCancel={onClose}
          submitLabel="Change Password"
          busyLabel="Changing..."
          submitting={isSubmitting}
        />
      </form>
    </Dialog>
  );
}

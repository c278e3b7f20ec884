// The Change Email dialog (docs/decisions/056): the new address and the password (and code) again (050). The new
// address gets its confirmation link; the session shows it at once, unconfirmed and no longer marked undeliverable.

import { MESSAGES } from '@shared/messages';
import { changeEmailForm } from '@shared/schemas/profile';
import { ReauthFields } from '@/components/reauth-fields';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/window-events';
import { changeEmail } from '../api/change-email';

export function ChangeEmailDialog({ onClose }: { onClose: () => void }) {
  const { signIn } = useSession();
  const form = useSchemaForm(changeEmailForm, { defaultValues: { email: '', password: '', code: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await changeEmail(values);
      signIn(user);
      showToast(MESSAGES.emailChanged(user.email), 'success');
      onClose();
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(failureText(error, MESSAGES.tryAgainLater), 'error');
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={MESSAGES.changeEmail}
      description="Sign-in, receipts and forwarded SMS use the new address once you confirm it."
    >
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={MESSAGES.changeEmail}
        busyLabel="Changing..."
        submitting={isSubmitting}
      >
        <FormField label="New Email" type="email" autoComplete="email" {...schemaField(form, 'email')} />
        <ReauthFields form={form} />
      </DialogForm>
    </Dialog>
  );
}

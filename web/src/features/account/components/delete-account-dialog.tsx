// The Delete Account dialog (docs/decisions/020): states the balance that will be lost, asks for DELETE typed exactly and
// the password (and code) again (docs/decisions/050), and on success clears local storage and goes home (the session's
// logout does both).

import { MESSAGES } from '@shared/messages';
import { DELETE_CONFIRMATION, deleteAccountForm } from '@shared/schemas/account';
import { formatUsd } from '@shared/money';
import { ReauthFields } from '@/components/reauth-fields';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/window-events';
import { deleteAccount } from '../api/delete-account';

export function DeleteAccountDialog({ balanceCents, onClose }: { balanceCents: number; onClose: () => void }) {
  const { logout } = useSession();
  const form = useSchemaForm(deleteAccountForm, { defaultValues: { confirm: '', password: '', code: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount(values);
      await logout();
    } catch (error) {
      if (!showServerDetails(form, error)) showToast(failureText(error, MESSAGES.deleteAccountFailed), 'error');
    }
  });

  return (
    <Dialog open onClose={onClose} title="Delete Account">
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel="Delete Account"
        busyLabel="Deleting..."
        submitting={isSubmitting}
        variant="danger"
      >
        <div className="space-y-2 rounded-lg bg-red-50 p-4 text-sm leading-6 text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">This cannot be undone.</p>
          <p>
            Your wallet balance of <strong className="tabular-nums">{formatUsd(balanceCents)}</strong> will be lost,
            active leases stop forwarding messages, and your name, email and password are removed.
          </p>
        </div>
        <FormField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...schemaField(form, 'confirm')}
        />
        <ReauthFields form={form} />
      </DialogForm>
    </Dialog>
  );
}

// "Sign out the others" (docs/decisions/043): every other session of the member ends on the server; their API keys are
// revoked too only when ticked here (docs/decisions/050).

import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { signOutOthersForm } from '@shared/schemas/security';
import { RevokeKeysField } from '@/components/revoke-keys-field';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { failureText } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { QUERY_ROOTS } from '@/lib/query/client';
import { showToast } from '@/lib/window-events';
import { signOutOthers } from '../api/sessions';

export function SignOutOthersDialog({ others, onClose }: { others: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(signOutOthersForm, { defaultValues: { revoke_api_keys: false } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const ended = await signOutOthers(values);
      showToast(`Signed out ${ended} other session${ended === 1 ? '' : 's'}`, 'success');
      await queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.member });
      onClose();
    } catch (error) {
      showToast(failureText(error, MESSAGES.apiRequestFailed), 'error');
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title="Sign out the others"
      description={`Your ${others} other session${others === 1 ? '' : 's'} end${others === 1 ? 's' : ''} at once; this one stays.`}
    >
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel="Sign Out the Others"
        busyLabel="Signing out..."
        submitting={form.formState.isSubmitting}
      >
        <RevokeKeysField {...form.register('revoke_api_keys')} />
      </DialogForm>
    </Dialog>
  );
}

// The dialog a security alert's ?sign_out= link opens (docs/decisions/050): one button ends every session of the
// account, so a mail scanner that follows the link ends nothing; then it says what to do next. The sign-in dialogs mount
// outside every query frame, so it brings the query layer with it.

import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { failureText } from '@/lib/api-client';
import { QueryProvider } from '@/lib/query/provider';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import type { AuthDialogProps } from './auth-dialog-state';

export function SignOutEverywhereDialog(props: AuthDialogProps & { token: string }) {
  return (
    <QueryProvider>
      <SignOutEverywhere {...props} />
    </QueryProvider>
  );
}

function SignOutEverywhere({ token, onChange, onClose }: AuthDialogProps & { token: string }) {
  const signOut = useMutation({
    mutationFn: () => signOutEverywhere(token),
    // This browser's own session may have been one of them.
    onSuccess: () => void refreshMemberData(),
  });
  const done = signOut.data;

  return (
    <Dialog open onClose={onClose} title="Sign out everywhere">
      {done ? (
        <div className="space-y-4">
          <FormAlert tone="success" message={done} />
          <Button className="w-full" onClick={() => onChange({ kind: 'forgot', email: '' })}>
            Reset my password
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            Every session of your account ends, on every device, including any you do not recognise. You sign in again
            afterwards.
          </p>
          <FormAlert message={signOut.isError ? failureText(signOut.error, MESSAGES.tryAgainLater) : null} />
          <Button className="w-full" variant="danger" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            {signOut.isPending ? 'Signing out...' : 'Sign Out Everywhere'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

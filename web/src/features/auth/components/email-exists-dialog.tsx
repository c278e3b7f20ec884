// The 'Email already exists' dialog (docs/decisions/015 "Messages"): offers to send a reset link to that address, with
// its two toasts.

import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { showToast } from '@/lib/window-events';
import { requestPasswordReset } from '../api/request-password-reset';
import type { AuthDialogProps } from './auth-dialog-state';

export function EmailExistsDialog({ email, onChange, onClose }: AuthDialogProps & { email: string }) {
  const [busy, setBusy] = useState(false);

  const sendLink = async () => {
    setBusy(true);
    try {
      await requestPasswordReset(email);
      showToast(MESSAGES.resetLinkSent(email), 'success');
      onClose();
    } catch (error) {
      console.error(error);
      showToast(MESSAGES.resetEmailFailed, 'error');
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={MESSAGES.emailExists}
      description={
        <>
          An account with <strong className="font-semibold text-slate-900">{email}</strong> already exists. Log in, or
          get a link to set a new password.
        </>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button onClick={sendLink} disabled={busy} className="flex-1">
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Button variant="secondary" onClick={() => onChange({ kind: 'login' })} className="flex-1">
          Log In
        </Button>
      </div>
    </Dialog>
  );
}

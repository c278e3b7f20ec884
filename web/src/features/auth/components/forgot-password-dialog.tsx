// The standalone forgot-password dialog (docs/decisions/015 "Flows"): form, then sent; it closes itself after 3 s and
// returns to login.

import { useEffect, useState } from 'react';
import { FORGOT_PASSWORD_AUTO_CLOSE_MS } from '@shared/constants';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import type { AuthDialogProps } from './auth-dialog-state';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgotPasswordDialog({ email, onChange, onClose }: AuthDialogProps & { email: string }) {
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (sent === null) return;
    const timer = window.setTimeout(() => onChange({ kind: 'login' }), FORGOT_PASSWORD_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onChange]);

  return (
    <Dialog open onClose={onClose} title="Reset your password">
      {sent === null ? (
        <ForgotPasswordForm initialEmail={email} onSent={setSent} />
      ) : (
        <FormAlert tone="success" message={sent} />
      )}
    </Dialog>
  );
}

// The new-password dialog opened by the emailed ?reset_token= link, then the login dialog (docs/decisions/013 "Paths").

import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../../shared/messages';
import { confirmResetPasswordRequest } from '../../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/api-client';
import { firstProblem } from '../../../lib/validate';
import { showToast } from '../../../lib/window-events';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import type { AuthDialogProps } from './auth-dialog-state';

export function SetPasswordDialog({ token, onChange, onClose }: AuthDialogProps & { token: string }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mismatch = values.password !== values.confirmPassword ? MESSAGES.passwordsDoNotMatch : null;
    const invalid =
      (values.password && values.confirmPassword ? null : MESSAGES.fillAllFields) ??
      mismatch ??
      firstProblem(confirmResetPasswordRequest, { token, password: values.password });
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      showToast(await confirmPasswordReset(token, values.password), 'success');
      onClose();
      onChange({ kind: 'login' });
    } catch (error) {
      setProblem(failureText(error, MESSAGES.tryAgainLater));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title="Choose a new password">
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="New password" type="password" name="password" autoComplete="new-password" value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
        <FormField label="Confirm new password" type="password" name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })} />
        <FormAlert message={problem} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </Dialog>
  );
}

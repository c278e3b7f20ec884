// The forgot-password form (docs/decisions/015 "Flows": form, then sent), used inline in the login dialog and in
// its own dialog.

import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../../shared/messages';
import { resetPasswordRequest } from '../../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/api-client';
import { firstProblem } from '../../../lib/validate';
import { requestPasswordReset } from '../api/request-password-reset';

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Called with the server's message once the link is sent. */
  onSent: (message: string) => void;
}

export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstProblem(resetPasswordRequest, { email });
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      onSent(await requestPasswordReset(email.trim()));
    } catch (error) {
      setProblem(failureText(error, MESSAGES.tryAgainLater));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm leading-6 text-slate-600">Enter your account's email address and we will send you a link to set a new password.</p>
      <FormField label="Email address" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <FormAlert message={problem} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

// The forgot-password form (docs/decisions/015 "Flows": form, then sent), used inline in the login dialog and in
// its own dialog.

import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { resetPasswordRequest } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { requestPasswordReset } from '../api/request-password-reset';

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Called with the server's message once the link is sent. */
  onSent: (message: string) => void;
}

export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const form = useSchemaForm(resetPasswordRequest, { defaultValues: { email: initialEmail } });
  const { isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      onSent(await requestPasswordReset(email));
    } catch (error) {
      if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.tryAgainLater));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm leading-6 text-slate-600">
        Enter your account's email address and we will send you a link to set a new password.
      </p>
      <FormField label="Email address" type="email" autoComplete="email" {...schemaField(form, 'email')} />
      <FormAlert message={problem} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

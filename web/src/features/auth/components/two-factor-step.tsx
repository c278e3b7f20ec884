// Sign-in's second step with two-factor on (docs/decisions/042): the 6-digit code from the authenticator app, focused,
// or a recovery code instead; sent with the email and password already given.

import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { authenticatorCodeForm, recoveryCodeForm } from '@shared/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, useSchemaForm } from '@/lib/forms/use-schema-form';

interface TwoFactorStepProps {
  /** Signs in with the code; throws the refusal. */
  onSubmit: (factor: { code: string } | { recovery_code: string }) => Promise<void>;
}

function CodeForm({ recovery, onSubmit }: TwoFactorStepProps & { recovery: boolean }) {
  const form = useSchemaForm(recovery ? recoveryCodeForm : authenticatorCodeForm, { defaultValues: { code: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await onSubmit(recovery ? { recovery_code: code } : { code });
    } catch (error) {
      setProblem(failureText(error, MESSAGES.loginFailed));
      form.setFocus('code');
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        hint={
          recovery
            ? 'One of the codes you saved when you turned two-factor on'
            : 'The 6-digit code from your authenticator app'
        }
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        {...schemaField(form, 'code')}
      />
      <FormAlert message={problem} />
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full">
        {form.formState.isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
    </form>
  );
}

export function TwoFactorStep({ onSubmit }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  return (
    <div className="space-y-4">
      <CodeForm key={String(recovery)} recovery={recovery} onSubmit={onSubmit} />
      <button
        type="button"
        onClick={() => setRecovery(!recovery)}
        className="w-full rounded text-center text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
      </button>
    </div>
  );
}

// The login dialog (docs/decisions/015 "Screens", "Flows", "Validation"), with its inline forgot-password mode; admins
// go to /admin, others to /dashboard. With two-factor on, the code is asked next (docs/decisions/042).

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { loginRequest, type LoginRequest } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, PasswordField } from '@/components/ui/form-field';
import { homeOf } from '@/config/paths';
import { ApiError, failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSession } from '@/lib/session';
import { login } from '../api/login';
import type { AuthDialogProps } from './auth-dialog-state';
import { ForgotPasswordForm } from './forgot-password-form';
import { TwoFactorStep } from './two-factor-step';

export function LoginDialog({ onChange, onClose, returnTo }: AuthDialogProps & { returnTo?: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useSchemaForm(loginRequest, { defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<'login' | 'code' | 'forgot' | 'sent'>('login');
  /** The email and password already accepted, sent again with the code (docs/decisions/042). */
  const [credentials, setCredentials] = useState<LoginRequest | null>(null);

  const finish = (user: PublicUser) => {
    signIn(user);
    onClose();
    navigate(returnTo ?? homeOf(user.role));
  };
  const [sentMessage, setSentMessage] = useState('');

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      finish(await login(values));
    } catch (error) {
      if (error instanceof ApiError && error.flags.two_factor_required) {
        setCredentials(values);
        setMode('code');
      } else if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.loginFailed));
    }
  });

  const title =
    mode === 'login' ? 'Log in to your account' : mode === 'code' ? 'Two-factor sign-in' : 'Reset your password';
  return (
    <Dialog open onClose={onClose} title={title}>
      {mode === 'login' && (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <FormField label="Email address" type="email" autoComplete="email" {...schemaField(form, 'email')} />
          <PasswordField label="Password" current {...schemaField(form, 'password')} />
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => setMode('forgot')}
              className="rounded text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              Forgot password?
            </button>
          </div>
          <FormAlert message={problem} />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Logging in...' : 'Log In'}
          </Button>
          <p className="text-center text-sm text-slate-600">
            No account yet?{' '}
            <button
              type="button"
              onClick={() => onChange({ kind: 'register', returnTo })}
              className="rounded font-semibold text-brand-700 hover:text-brand-800"
            >
              Create one
            </button>
          </p>
        </form>
      )}
      {mode === 'code' && credentials && (
        <TwoFactorStep onSubmit={async (factor) => finish(await login({ ...credentials, ...factor }))} />
      )}
      {mode === 'forgot' && (
        <ForgotPasswordForm
          initialEmail={form.getValues('email')}
          onSent={(message) => {
            setSentMessage(message);
            setMode('sent');
          }}
        />
      )}
      {mode === 'sent' && <FormAlert tone="success" message={sentMessage} />}
      {mode !== 'login' && mode !== 'code' && (
        <button
          type="button"
          onClick={() => setMode('login')}
          className="mt-4 w-full rounded text-center text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          Back to login
        </button>
      )}
    </Dialog>
  );
}

// The register dialog (docs/decisions/015 "Flows", "Validation", "Messages"): goes to /dashboard; an existing email
// opens the 'email already exists' dialog.

import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { registerForm } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FieldMessage, FormField, PasswordField, describedField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError, failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSession } from '@/lib/session';
import { register } from '../api/register';
import type { AuthDialogProps } from './auth-dialog-state';

export function RegisterDialog({ onChange, onClose, returnTo }: AuthDialogProps & { returnTo?: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const termsId = useId();
  const form = useSchemaForm(registerForm, {
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', agreed: false },
  });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ agreed: _agreed, ...values }) => {
    setProblem(null);
    try {
      const user = await register(values);
      signIn(user);
      onClose();
      navigate(returnTo ?? paths.user.dashboard.getHref());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onChange({ kind: 'emailExists', email: values.email });
        return;
      }
      if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.registrationFailed));
    }
  });

  return (
    <Dialog open onClose={onClose} title="Create your account">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormField label="Username" autoComplete="username" {...schemaField(form, 'username')} />
        <FormField label="Email address" type="email" autoComplete="email" {...schemaField(form, 'email')} />
        <PasswordField
          label="Password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          {...schemaField(form, 'password')}
        />
        <PasswordField label="Confirm password" {...schemaField(form, 'confirmPassword')} />
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 rounded border-slate-300 accent-brand-600"
            {...describedField(termsId, errors.agreed?.message)}
            {...form.register('agreed')}
          />
          <label htmlFor={termsId} className="text-sm leading-6 text-slate-700">
            I agree to the{' '}
            <Link
              to={paths.public.termsOfService.getHref()}
              onClick={onClose}
              className="font-semibold text-brand-700 underline"
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              to={paths.public.privacyPolicy.getHref()}
              onClick={onClose}
              className="font-semibold text-brand-700 underline"
            >
              Privacy Policy
            </Link>
          </label>
        </div>
        <FieldMessage id={termsId} error={errors.agreed?.message} />
        <FormAlert message={problem} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <button
            type="button"
            onClick={() => onChange({ kind: 'login', returnTo })}
            className="rounded font-semibold text-brand-700 hover:text-brand-800"
          >
            Log in
          </button>
        </p>
      </form>
    </Dialog>
  );
}

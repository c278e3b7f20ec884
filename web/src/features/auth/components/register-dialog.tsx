// The register dialog (docs/decisions/015 "Flows", "Validation", "Messages"): goes to /dashboard; an existing email
// opens the 'email already exists' dialog.

import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../../shared/messages';
import { registerRequest } from '../../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { ApiError, failureText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { firstProblem } from '../../../lib/validate';
import { register } from '../api/register';
import type { AuthDialogProps } from './auth-dialog-state';

export function RegisterDialog({ onChange, onClose }: AuthDialogProps) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const termsId = useId();
  const [values, setValues] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstProblem(registerRequest, values) ?? (agreed ? null : MESSAGES.agreeToTerms);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const user = await register({ ...values, username: values.username.trim(), email: values.email.trim() });
      signIn(user);
      onClose();
      navigate(paths.user.dashboard.getHref());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onChange({ kind: 'emailExists', email: values.email.trim() });
        return;
      }
      setProblem(failureText(error, MESSAGES.registrationFailed));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title="Create your account">
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Username" name="username" autoComplete="username" value={values.username} onChange={set('username')} />
        <FormField label="Email address" type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} />
        <FormField label="Password" type="password" name="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
        <FormField label="Confirm password" type="password" name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
        <div className="flex items-start gap-3">
          <input id={termsId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="mt-1 size-4 rounded border-slate-300 accent-brand-600" />
          <label htmlFor={termsId} className="text-sm leading-6 text-slate-700">
            I agree to the{' '}
            <Link to={paths.public.termsOfService.getHref()} onClick={onClose} className="font-semibold text-brand-700 underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.public.privacyPolicy.getHref()} onClick={onClose} className="font-semibold text-brand-700 underline">
              Privacy Policy
            </Link>
          </label>
        </div>
        <FormAlert message={problem} />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <button type="button" onClick={() => onChange({ kind: 'login' })} className="rounded font-semibold text-brand-700 hover:text-brand-800">
            Log in
          </button>
        </p>
      </form>
    </Dialog>
  );
}

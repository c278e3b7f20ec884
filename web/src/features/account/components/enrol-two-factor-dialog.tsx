// Turning two-factor sign-in on (docs/decisions/042): the password; then the QR code of the otpauth:// URI with the key
// written out, and the first code (focused), which ends the other sessions (and revokes the API keys when ticked;
// docs/decisions/050); then the ten recovery codes, shown this once.

import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { enrolmentCodeForm, startTwoFactorForm, type StartTwoFactorResponse } from '@shared/schemas/two-factor';
import { RevokeKeysField } from '@/components/revoke-keys-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FormField, PasswordField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { QUERY_ROOTS } from '@/lib/query/client';
import { confirmTwoFactor, startTwoFactor } from '../api/two-factor';

function PasswordStep({
  onStarted,
  onClose,
}: {
  onStarted: (started: StartTwoFactorResponse) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm(startTwoFactorForm, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      onStarted(await startTwoFactor(password));
    } catch (error) {
      // A wrong password is named for the profile's `current_password`: it belongs to this form's only field.
      form.setError(
        'password',
        { type: 'server', message: failureText(error, MESSAGES.apiRequestFailed) },
        { shouldFocus: true },
      );
    }
  });
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Continue"
      busyLabel="Checking..."
      submitting={form.formState.isSubmitting}
    >
      <PasswordField label="Password" current autoFocus {...schemaField(form, 'password')} />
    </DialogForm>
  );
}

function ScanStep({
  started,
  onConfirmed,
  onClose,
}: {
  started: StartTwoFactorResponse;
  onConfirmed: (codes: string[]) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm(enrolmentCodeForm, { defaultValues: { code: '', revoke_api_keys: false } });
  const [qr, setQr] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toDataURL(started.otpauth_url, { margin: 1, width: 200 }).then(setQr);
  }, [started.otpauth_url]);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      onConfirmed(await confirmTwoFactor(values));
    } catch (error) {
      if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.apiRequestFailed));
    }
  });
  return (
    <DialogForm
      onSubmit={submit}
      problem={problem}
      onCancel={onClose}
      submitLabel="Turn On"
      busyLabel="Checking..."
      submitting={form.formState.isSubmitting}
    >
      <p className="text-sm text-slate-700">Scan this QR code with your authenticator app, or type the key in.</p>
      {qr && <img src={qr} alt="QR code for your authenticator app" width={200} height={200} className="mx-auto" />}
      <div>
        <p className="text-sm font-medium text-slate-800" id="two-factor-key-label">
          Key
        </p>
        <p aria-labelledby="two-factor-key-label" className="font-mono text-sm break-all text-slate-900">
          {started.secret}
        </p>
      </div>
      <FormField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        {...schemaField(form, 'code')}
      />
      <p className="text-sm text-slate-600">Your other devices are logged out; this one stays logged in.</p>
      <RevokeKeysField {...form.register('revoke_api_keys')} />
    </DialogForm>
  );
}

function RecoveryCodesStep({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs you in once without your app.
        They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onClose} className="w-full" autoFocus>
        Done
      </Button>
    </div>
  );
}

export function EnrolTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<StartTwoFactorResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.member });
    onClose();
  };
  return (
    <Dialog open onClose={close} title="Turn on two-factor sign-in">
      {codes ? (
        <RecoveryCodesStep codes={codes} onClose={close} />
      ) : started ? (
        <ScanStep started={started} onConfirmed={setCodes} onClose={close} />
      ) : (
        <PasswordStep onStarted={setStarted} onClose={close} />
      )}
    </Dialog>
  );
}

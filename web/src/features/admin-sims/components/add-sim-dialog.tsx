// The Add SIM Card dialog: ICCID, PUK code, phone number, price in cents (default 2500, a whole number) and the QR code
// PNG, all required; the server's refusal shows on its field, else 'Failed to add SIM card'.

import { useId, useState } from 'react';
import { BUY_PRICE_CENTS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { addSimCardFields } from '@shared/schemas/admin-sim-cards';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FieldMessage, FormField, INPUT_CLASS, describedField } from '@/components/ui/form-field';
import { ApiError, failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { addSimCard } from '../api/change-sim-card';

const DEFAULTS = { iccid: '', puk_code: '', phone_number: '', price_cents: String(BUY_PRICE_CENTS) };

/** The browser's check of the chosen file; the server checks its bytes and its QR code. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return MESSAGES.simQrRequired;
  if (file.type !== 'image/png') return MESSAGES.simQrNotPng;
  return undefined;
}

export function AddSimDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const form = useSchemaForm(addSimCardFields, { defaultValues: DEFAULTS });
  const { isSubmitting } = form.formState;
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      const wrongFile = fileProblem(file);
      setFileError(wrongFile);
      if (wrongFile || !file) return;
      setProblem(null);
      try {
        await addSimCard({ ...values, price_cents: String(values.price_cents), qrCode: file });
        onAdded();
      } catch (error) {
        const serverFileError = error instanceof ApiError ? error.details?.qr_code : undefined;
        if (serverFileError) setFileError(serverFileError);
        else if (!showServerDetails(form, error)) setProblem(failureText(error, MESSAGES.simAddFailed));
      }
    },
    () => setFileError(fileProblem(file)),
  );

  return (
    <Dialog open onClose={onClose} title="Add SIM Card">
      <DialogForm
        onSubmit={submit}
        problem={problem}
        onCancel={onClose}
        submitLabel="Add SIM Card"
        busyLabel="Adding..."
        submitting={isSubmitting}
      >
        <FormField label="ICCID" inputMode="numeric" autoComplete="off" {...schemaField(form, 'iccid')} />
        <FormField label="PUK Code" inputMode="numeric" autoComplete="off" {...schemaField(form, 'puk_code')} />
        <FormField
          label="Phone Number"
          type="tel"
          placeholder="+447700900123"
          autoComplete="off"
          {...schemaField(form, 'phone_number')}
        />
        <FormField label="Price (cents)" inputMode="numeric" {...schemaField(form, 'price_cents')} />
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            QR Code (PNG)
          </label>
          <input
            type="file"
            accept="image/png"
            className={`${INPUT_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? fileProblem(chosen) : undefined);
            }}
            {...describedField(fileId, fileError)}
          />
          <FieldMessage id={fileId} error={fileError} />
        </div>
      </DialogForm>
    </Dialog>
  );
}

// The create-key dialog (docs/decisions/018): Key Name, the plan radio and the member's password (and code) again
// (docs/decisions/050), checked by the shared schema. When the balance is below $29 the spec's banner shows and Add
// Funds takes the place of Create.

import { useState } from 'react';
import { API_KEY_MONTHLY_FEE_CENTS, API_KEY_MONTHLY_QUOTA } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { createApiKeyForm, type CreateApiKeyResponse } from '@shared/schemas/api-keys';
import { ReauthFields } from '@/components/reauth-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { ApiError, failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { showToast } from '@/lib/window-events';
import { createApiKey } from '../api/create-api-key';

interface CreateApiKeyDialogProps {
  balanceCents: number;
  onClose: () => void;
  onCreated: (key: CreateApiKeyResponse['api_key']) => void;
  onAddFunds: () => void;
}

export function CreateApiKeyDialog({ balanceCents, onClose, onCreated, onAddFunds }: CreateApiKeyDialogProps) {
  const form = useSchemaForm(createApiKeyForm, {
    defaultValues: { name: '', plan: 'developer', password: '', code: '' },
  });
  const { isSubmitting } = form.formState;
  const [short, setShort] = useState(balanceCents < API_KEY_MONTHLY_FEE_CENTS);

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await createApiKey(values);
      showToast(MESSAGES.apiKeyCreated, 'success');
      void refreshMemberData();
      onCreated(created);
    } catch (error) {
      if (showServerDetails(form, error)) return;
      showToast(failureText(error, MESSAGES.apiKeyCreateFailed), 'error');
      // The balance moved since the screen read it: the banner and Add Funds say what to do.
      if (error instanceof ApiError && error.status === 402) setShort(true);
    }
  });

  return (
    <Dialog open onClose={onClose} title="Create API Key">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {short && (
          <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
            <p className="font-semibold">{LABELS.insufficientBalance}</p>
            <p className="mt-1">{MESSAGES.insufficientBalanceForApiKey(formatUsd(balanceCents))}</p>
          </div>
        )}
        <FormField label="Key Name" placeholder="Main API Key" maxLength={64} {...schemaField(form, 'name')} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Plan</legend>
          <label className="mt-1.5 flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-brand-600">
            <input type="radio" value="developer" className="mt-1 accent-brand-600" {...form.register('plan')} />
            <span className="text-sm text-slate-700">
              <span className="block font-semibold text-slate-900">Developer</span>
              {formatUsd(API_KEY_MONTHLY_FEE_CENTS)} per month from your wallet,{' '}
              {API_KEY_MONTHLY_QUOTA.toLocaleString('en-GB')} requests per month
            </span>
          </label>
        </fieldset>
        {!short && <ReauthFields form={form} />}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          {short ? (
            <Button onClick={onAddFunds} aria-haspopup="dialog" className="flex-1">
              {LABELS.addFunds}
            </Button>
          ) : (
            <Button type="submit" disabled={isSubmitting} className="flex-1">
              {isSubmitting ? 'Creating...' : 'Create API Key'}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} className="flex-1">
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

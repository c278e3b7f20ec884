// The API integration page's webhook setup for a member (docs/decisions/024): with a key it is real, sets the chosen
// key's webhook URL with the spec's messages and shows the new signing secret once; without one it stays the spec's
// simulated form, with the way to a key beside it.

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { webhookSetupForm, type ApiKeyView } from '@shared/schemas/api-keys';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { QueryProvider } from '@/lib/query/provider';
import { showToast } from '@/lib/window-events';
import { apiKeysQuery } from '../api/queries';
import { useWebhookSave } from '../use-webhook-save';
import { WebhookSecret } from './webhook-secret';

function Setup({ simulated }: { simulated: ReactNode }) {
  const { data: keys } = useQuery(apiKeysQuery());
  const active = keys?.filter((key) => key.status === 'active') ?? [];
  if (!keys) return simulated;
  if (active.length === 0) {
    return (
      <div className="space-y-3">
        {simulated}
        <p className="text-sm text-slate-600">
          Webhooks are sent for your API keys:{' '}
          <Link to={paths.user.apiKeys.getHref()} className="font-semibold text-brand-700 underline">
            create an API key
          </Link>{' '}
          to set yours up for real.
        </p>
      </div>
    );
  }
  return <KeyWebhookForm keys={active} />;
}

function KeyWebhookForm({ keys }: { keys: Pick<ApiKeyView, 'id' | 'name' | 'webhook_url' | 'webhook_format'>[] }) {
  const { secret, save } = useWebhookSave();
  const first = keys[0]!;
  const form = useSchemaForm(webhookSetupForm, {
    defaultValues: { key_id: first.id, webhook_url: first.webhook_url ?? '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async ({ key_id, webhook_url }) => {
      try {
        // The key keeps the format chosen on the API Keys screen.
        const format = keys.find((key) => key.id === key_id)?.webhook_format ?? 'standard';
        await save(key_id, webhook_url, format);
        showToast(MESSAGES.webhookSetUp, 'success');
      } catch (error) {
        if (!showServerDetails(form, error)) showToast(failureText(error, MESSAGES.apiRequestFailed), 'error');
      }
    },
    // The spec's warnings come as toasts, and the field says the same.
    (problems) => showToast(problems.webhook_url?.message ?? MESSAGES.enterWebhookUrl, 'warning'),
  );

  return (
    <div className="space-y-3">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        {keys.length > 1 && (
          <SelectField label="API key" className="sm:w-48" {...schemaField(form, 'key_id')}>
            {keys.map((key) => (
              <option key={key.id} value={key.id}>
                {key.name}
              </option>
            ))}
          </SelectField>
        )}
        <FormField
          label="Webhook URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/webhooks/sms"
          className="min-w-0 flex-1"
          {...schemaField(form, 'webhook_url')}
        />
        <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
          {isSubmitting ? 'Saving...' : 'Set Up Webhook'}
        </Button>
      </form>
      {secret && <WebhookSecret secret={secret} />}
    </div>
  );
}

export function MemberWebhookSetup({ simulated }: { simulated: ReactNode }) {
  return (
    <QueryProvider>
      <Setup simulated={simulated} />
    </QueryProvider>
  );
}

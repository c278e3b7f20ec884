// A key's webhook (docs/decisions/024): its URL with Save, the new signing secret shown once with Copy, and the
// recent deliveries with their status, tries and last answer.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setWebhookUrlRequest, type ApiKeyView } from '../../../../../shared/schemas/api-keys';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/api-client';
import { showServerDetails, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { formatDateTime } from '../../numbers/components/status-badge';
import { apiKeysQuery, webhookDeliveriesQuery } from '../api/queries';
import { setWebhookUrl } from '../api/set-webhook';
import { WebhookSecret } from './webhook-secret';

const STATUS_CLASS = { pending: 'text-amber-700', delivered: 'text-emerald-700', failed: 'text-red-700' } as const;

function Deliveries({ keyId }: { keyId: string }) {
  const { data, isError } = useQuery(webhookDeliveriesQuery(keyId));
  if (isError) return <p className="text-sm text-red-700">The webhook deliveries could not be loaded.</p>;
  if (!data) return null;
  if (data.length === 0) return <p className="text-sm text-slate-500">No deliveries yet.</p>;
  return (
    <ul aria-label="Recent deliveries" className="divide-y divide-slate-100 text-sm">
      {data.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <span className="min-w-0 font-mono text-xs break-all text-slate-600">{delivery.id}</span>
          <span className="flex flex-wrap gap-x-3 text-slate-700 tabular-nums">
            <span className={`font-semibold ${STATUS_CLASS[delivery.status]}`}>{delivery.status}</span>
            <span>
              {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}
            </span>
            <span>last answer {delivery.last_status_code ?? 'none'}</span>
            {delivery.last_attempt_at && <span>{formatDateTime(delivery.last_attempt_at)}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function WebhookSection({ apiKey }: { apiKey: ApiKeyView }) {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useSchemaForm(setWebhookUrlRequest, { defaultValues: { webhook_url: apiKey.webhook_url ?? '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ webhook_url }) => {
    try {
      setSecret(await setWebhookUrl(apiKey.id, webhook_url));
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
    } catch (error) {
      if (showServerDetails(form, error)) return;
      form.setError('webhook_url', { message: failureText(error, 'The webhook URL could not be saved.') });
    }
  });

  return (
    <section aria-label={`Webhook for ${apiKey.name}`} className="mt-5 space-y-3 border-t border-slate-100 pt-4">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <FormField
            label="Webhook URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/webhooks/sms"
            error={errors.webhook_url?.message}
            {...form.register('webhook_url')}
          />
        </div>
        <Button type="submit" disabled={isSubmitting} className="py-2.5">
          {isSubmitting ? 'Saving...' : 'Save'}
          <span className="sr-only"> webhook URL for {apiKey.name}</span>
        </Button>
      </form>
      {secret && <WebhookSecret secret={secret} />}
      {apiKey.webhook_url && (
        <div>
          <h4 className="text-xs font-medium text-slate-500">Recent deliveries</h4>
          <Deliveries keyId={apiKey.id} />
        </div>
      )}
    </section>
  );
}

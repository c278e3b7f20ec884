// A key's webhook (docs/decisions/024, 031): its URL and format with Save, the new signing secret shown once with
// Copy, and the recent deliveries with their status, tries and last answer.

import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_FORMATS, setWebhookUrlRequest, type ApiKeyView, type WebhookFormat } from '@shared/schemas/api-keys';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, showServerDetails, useSchemaForm } from '@/lib/forms/use-schema-form';
import { formatDateTime } from '@/components/ui/status-badge';
import { webhookDeliveriesQuery } from '../api/queries';
import { useWebhookSave } from '../use-webhook-save';
import { WebhookSecret } from './webhook-secret';

/** What each format POSTs, in the words of the choice. */
const FORMAT_LABELS: Record<WebhookFormat, string> = {
  standard: 'Standard (sms.received event)',
  'sms-activate': 'sms-activate protocol',
};

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
  const { secret, save } = useWebhookSave();
  const form = useSchemaForm(setWebhookUrlRequest, {
    defaultValues: { webhook_url: apiKey.webhook_url ?? '', webhook_format: apiKey.webhook_format },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ webhook_url, webhook_format }) => {
    try {
      await save(apiKey.id, webhook_url, webhook_format);
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
            {...schemaField(form, 'webhook_url')}
          />
        </div>
        <SelectField
          label="Webhook format"
          className="sm:w-56"
          // Selected by React as the options mount, so the key's format is shown and sent until it is changed.
          defaultValue={apiKey.webhook_format}
          {...schemaField(form, 'webhook_format')}
        >
          {WEBHOOK_FORMATS.map((format) => (
            <option key={format} value={format}>
              {FORMAT_LABELS[format]}
            </option>
          ))}
        </SelectField>
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

// A service added, or changed (its prices, sale, offers and SMS matching), behind a confirmation with a reason
// (docs/decisions/060). Prices are typed in dollars; only what was changed is sent.

import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { dollarsToCents, formatUsd } from '@shared/money';
import type { AdminService, UpdateServiceRequest } from '@shared/schemas/admin-catalogue';
import { operatorReason } from '@shared/schemas/admin-changes';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/form-actions';
import { FormField, TextAreaField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { schemaField, useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/window-events';
import { addService, catalogueChanged, updateService } from '../api/catalogue';

const price = z
  .string()
  .trim()
  .refine((text) => (dollarsToCents(text) ?? 0) > 0, 'Enter a price in dollars, like 4.99');

const serviceForm = z.object({
  name: z.string().trim().max(40, 'At most 40 characters'),
  price,
  lease_price: price,
  on_sale: z.boolean(),
  one_time: z.boolean(),
  lease: z.boolean(),
  esim: z.boolean(),
  senders: z.string(),
  words: z.string(),
  reason: operatorReason,
});
type ServiceForm = z.infer<typeof serviceForm>;

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The fields the form changed, as the PUT takes them. */
function changes(service: AdminService, form: ServiceForm): UpdateServiceRequest {
  const next = {
    price_cents: dollarsToCents(form.price)!,
    lease_price_cents: dollarsToCents(form.lease_price)!,
    on_sale: form.on_sale,
    one_time: form.one_time,
    lease: form.lease,
    esim: form.esim,
    sms_senders: list(form.senders),
    sms_words: list(form.words),
  };
  const changed = Object.entries(next).filter(
    ([name, value]) => JSON.stringify(service[name as keyof AdminService]) !== JSON.stringify(value),
  );
  return { ...Object.fromEntries(changed), reason: form.reason };
}

export function ServiceDialog({ service, onClose }: { service: AdminService | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(serviceForm, {
    defaultValues: {
      name: '',
      price: service ? dollars(service.price_cents) : '',
      lease_price: service ? dollars(service.lease_price_cents) : '14.99',
      on_sale: service?.on_sale ?? true,
      one_time: service?.one_time ?? true,
      lease: service?.lease ?? true,
      esim: service?.esim ?? true,
      senders: service?.sms_senders.join(', ') ?? '',
      words: service?.sms_words.join(', ') ?? '',
      reason: '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (service) {
        const body = changes(service, values);
        if (Object.keys(body).length === 1) {
          form.setError('reason', { message: 'Nothing is changed yet' });
          return;
        }
        const saved = await updateService(service.id, body);
        showToast(`${saved.name} saved: one-time ${formatUsd(saved.price_cents)} from now on`, 'success');
      } else {
        if (!values.name) {
          form.setError('name', { message: 'Enter a name' });
          return;
        }
        const added = await addService({
          name: values.name,
          color: '#64748B',
          price_cents: dollarsToCents(values.price)!,
          lease_price_cents: dollarsToCents(values.lease_price)!,
          one_time: values.one_time,
          lease: values.lease,
          esim: values.esim,
          sms_senders: list(values.senders),
          sms_words: list(values.words),
          reason: values.reason,
        });
        showToast(`${added.name} added to the catalogue`, 'success');
      }
      await catalogueChanged(queryClient);
      onClose();
    } catch (error) {
      showToast(failureText(error, 'Failed to save the service'), 'error');
    }
  });

  return (
    <Dialog open onClose={onClose} title={service ? `Change ${service.name}` : 'Add a service'}>
      <DialogForm
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={service ? 'Confirm change' : 'Confirm add'}
        busyLabel="Saving..."
        submitting={form.formState.isSubmitting}
      >
        <p className="text-sm text-slate-700">
          A new price applies to purchases from now on; orders already bought keep the price they were bought at.
        </p>
        {!service && <FormField label="Name" {...schemaField(form, 'name')} />}
        <div className="grid grid-cols-2 gap-3">
          <FormField label="One-time price ($)" inputMode="decimal" {...schemaField(form, 'price')} />
          <FormField label="Lease price ($)" inputMode="decimal" {...schemaField(form, 'lease_price')} />
        </div>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Sold as</legend>
          {service && <CheckboxField label="On sale" {...form.register('on_sale')} />}
          <CheckboxField label="One-time" {...form.register('one_time')} />
          <CheckboxField label="Lease" {...form.register('lease')} />
          <CheckboxField label="eSIM" {...form.register('esim')} />
        </fieldset>
        <FormField
          label="SMS senders"
          hint="Comma-separated; a message from one of them completes an order. None and no words: any message."
          {...schemaField(form, 'senders')}
        />
        <FormField label="SMS words" hint="Comma-separated words its messages name" {...schemaField(form, 'words')} />
        <TextAreaField label="Reason" {...schemaField(form, 'reason')} />
      </DialogForm>
    </Dialog>
  );
}

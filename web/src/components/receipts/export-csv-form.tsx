// 'Export CSV' with a range of days (docs/decisions/040): the member's transactions or one-time orders from and to the
// days chosen (both included, UTC), saved as a file; the range is checked with the schema the server checks it with.

import { exportRangeQuery } from '@shared/schemas/receipts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { schemaField, useSchemaForm } from '@/lib/forms/use-schema-form';
import { download, exportHref } from '@/lib/download';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The month so far. */
function thisMonth(): { from: string; to: string } {
  const today = new Date();
  return { from: `${day(today).slice(0, 8)}01`, to: day(today) };
}

export function ExportCsvForm({ what }: { what: 'transactions' | 'orders' }) {
  const form = useSchemaForm(exportRangeQuery, { defaultValues: thisMonth() });
  const route = what === 'transactions' ? 'users.exportTransactions' : 'users.exportOrders';
  return (
    <form
      aria-label={`Export ${what} as CSV`}
      noValidate
      onSubmit={form.handleSubmit(({ from, to }) => download(exportHref(route, {}, { from, to })))}
      className="flex flex-wrap items-start gap-3"
    >
      <FormField type="date" label="From" {...schemaField(form, 'from')} />
      <FormField type="date" label="To" {...schemaField(form, 'to')} />
      <Button type="submit" variant="secondary" className="mt-7">
        Export CSV
      </Button>
    </form>
  );
}

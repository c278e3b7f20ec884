// Operations › Audit trail (/admin/operations/audit, docs/decisions/059): every operator action, newest first, filtered
// by action, operator and subject on the server, with 'Load more' and the whole trail as CSV.

import { useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { useState } from 'react';
import { AUDIT_ACTIONS, auditListQuery, type AuditAction } from '@shared/schemas/audit';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { LoadMore } from '@/components/admin/load-more';
import { AdminExportButton } from '@/components/receipts/admin-export-button';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { schemaField, useSchemaForm } from '@/lib/forms/use-schema-form';
import { auditTrailQuery, type AuditFilters } from '../api/operations-api';
import { AuditRows, AUDIT_COLUMNS } from './audit-rows';
import { OperationsNav } from '@/components/admin/operations-nav';

const filterForm = z.object({
  action: z.union([z.literal(''), z.enum(AUDIT_ACTIONS)]),
  operator: z.union([z.literal(''), auditListQuery.shape.operator.unwrap()]),
  subject: z.union([z.literal(''), auditListQuery.shape.subject.unwrap()]),
});

const orNull = <T extends string>(value: T | '') => (value === '' ? null : value);

export function AuditTrailPage() {
  const [filters, setFilters] = useState<AuditFilters>({ action: null, operator: null, subject: null });
  const list = useInfiniteQuery(auditTrailQuery(filters));
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? null;
  const form = useSchemaForm(filterForm, { defaultValues: { action: '', operator: '', subject: '' } });
  const apply = form.handleSubmit((values) =>
    setFilters({
      action: orNull(values.action) as AuditAction | null,
      operator: orNull(values.operator.trim()),
      subject: orNull(values.subject.trim()),
    }),
  );
  return (
    <AdminPage
      title="Audit trail"
      intro="Who did what, newest first: every operator action, on a screen, a call or the command line, written with the change it records."
      error={list.isError && !list.data ? 'Failed to load the audit trail' : null}
      actions={<AdminExportButton list="audit" />}
    >
      <OperationsNav />
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <SelectField label="Action" {...schemaField(form, 'action')}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
        <FormField label="Operator (name or email)" {...schemaField(form, 'operator')} />
        <FormField label="Subject (e.g. user:…)" {...schemaField(form, 'subject')} />
        <Button type="submit">Filter</Button>
      </form>
      <AdminTable
        caption="Audit trail"
        columns={AUDIT_COLUMNS}
        loading={entries === null && !list.isError}
        empty={entries !== null && entries.length === 0}
        emptyText="No entries"
      >
        {entries && <AuditRows entries={entries} />}
      </AdminTable>
      <LoadMore pages={list} />
    </AdminPage>
  );
}

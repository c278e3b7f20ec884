// The catalogue (/admin/operations/catalogue, docs/decisions/060): every service with its prices, what it is sold
// as, the senders and words its SMS must match and whether it is on sale; a service added or changed behind a
// confirmation with a reason. The landing page, the member pages, /api/v1 and the sms-activate protocol read the same.

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd } from '@shared/money';
import type { AdminService } from '@shared/schemas/admin-catalogue';
import { AdminPage } from '@/components/admin/admin-page';
import { ActionButton, AdminTable, Cell, StatusPill } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/api-client';
import { OperationsNav } from '@/components/admin/operations-nav';
import { catalogueQuery } from '../api/catalogue';
import { ServiceDialog } from './service-dialog';

const COLUMNS = ['Service', 'One-time', 'Lease', 'Sold as', 'SMS match', 'Sale', 'Actions'] as const;

const soldAs = (service: AdminService) =>
  [service.one_time && 'One-time', service.lease && 'Lease', service.esim && 'eSIM'].filter(Boolean).join(', ') ||
  'Nothing';

export function CataloguePage() {
  const catalogue = useQuery(catalogueQuery());
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const services = catalogue.data ?? null;

  return (
    <AdminPage
      title="Catalogue"
      intro="The services every page and API sells, at these prices. A new price applies from now on."
      error={catalogue.isError ? failureText(catalogue.error, 'Failed to load the catalogue') : null}
      actions={<Button onClick={() => setEditing('new')}>Add service</Button>}
    >
      <OperationsNav />
      <AdminTable
        caption="Catalogue"
        columns={COLUMNS}
        loading={services === null && !catalogue.isError}
        empty={services !== null && services.length === 0}
        emptyText="No services"
      >
        {services?.map((service) => (
          <tr key={service.id}>
            <Cell>
              <span className="block font-semibold whitespace-normal text-slate-900">{service.name}</span>
              <span className="block font-mono text-xs text-slate-500">
                #{service.id} · {service.code}
              </span>
            </Cell>
            <Cell className="tabular-nums">{formatUsd(service.price_cents)}</Cell>
            <Cell className="tabular-nums">{formatUsd(service.lease_price_cents)}</Cell>
            <Cell>{soldAs(service)}</Cell>
            <Cell>
              <span className="block w-48 text-xs break-words whitespace-normal">
                {service.sms_senders.length + service.sms_words.length === 0 ? (
                  'Any message'
                ) : (
                  <>
                    <span className="block">From: {service.sms_senders.join(', ') || 'any sender'}</span>
                    <span className="block text-slate-600">Words: {service.sms_words.join(', ') || 'none'}</span>
                  </>
                )}
              </span>
            </Cell>
            <Cell>
              <StatusPill status={service.on_sale ? 'on sale' : 'off sale'} />
            </Cell>
            <Cell>
              <ActionButton onClick={() => setEditing(service)}>Change</ActionButton>
            </Cell>
          </tr>
        ))}
      </AdminTable>
      {editing && <ServiceDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}

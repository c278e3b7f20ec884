// Operations › Supply (/admin/operations/supply, docs/decisions/061): the stock target and the day's spending cap, the
// numbers for sale, bought and released today and this month, the carrier's spend, the provisioning job's last runs
// and their errors; the target and cap changed with a reason.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SupplyView } from '@shared/schemas/supply';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { OperationsNav } from '@/components/admin/operations-nav';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { failureText } from '@/lib/api-client';
import { changeSupply, supplyQuery } from '../api/supply-api';

const RUN_COLUMNS = ['Run', 'For sale after', 'Bought', 'Released', 'Cap reached', 'Errors'] as const;
const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

function SupplyForm({ supply }: { supply: SupplyView }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState(String(supply.target));
  const [cap, setCap] = useState(String(supply.daily_spend_cap_usd));
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: changeSupply,
    onSuccess: (saved) => {
      queryClient.setQueryData(supplyQuery.queryKey, saved);
      setReason('');
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ target: Number(target), daily_spend_cap_usd: Number(cap), reason });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
      <FormField
        label="Stock target"
        type="number"
        min={0}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
      />
      <FormField
        label="Daily spending cap (USD)"
        type="number"
        min={0}
        step="0.01"
        value={cap}
        onChange={(e) => setCap(e.target.value)}
      />
      <FormField label="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="flex items-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <div className="sm:col-span-4">
        <FormAlert message={save.isError ? failureText(save.error, 'The settings were not saved') : null} />
        <FormAlert tone="success" message={save.isSuccess ? 'Saved, with your reason in the audit trail' : null} />
      </div>
    </form>
  );
}

export function SupplyPage() {
  const supply = useQuery(supplyQuery);
  const view = supply.data ?? null;
  return (
    <AdminPage
      title="Supply"
      intro={
        view && !view.carrier_configured
          ? 'No carrier is configured: nothing is bought or released. Stock comes from numbers:import only.'
          : 'Numbers bought from the carrier to keep the stock at its target, under the day’s spending cap; destroyed numbers are released after their grace.'
      }
      error={supply.isError ? 'Failed to load supply' : null}
      cards={[
        { label: 'For sale now', value: view?.available ?? null },
        { label: 'Target', value: view?.target ?? null },
        { label: 'Bought today', value: view?.bought_today ?? null },
        { label: 'Released today', value: view?.released_today ?? null },
        {
          label: 'Spent today',
          value: view ? `${usd(view.spend_today_usd)} of ${usd(view.daily_spend_cap_usd)}` : null,
        },
        { label: 'Bought this month', value: view?.bought_month ?? null },
        { label: 'Released this month', value: view?.released_month ?? null },
        { label: 'Carrier spend this month', value: view ? usd(view.spend_month_usd) : null },
      ]}
    >
      <OperationsNav />
      {view && <SupplyForm supply={view} />}
      <AdminTable
        caption="The provisioning job's last runs"
        columns={RUN_COLUMNS}
        loading={view === null && !supply.isError}
        empty={view !== null && view.last_runs.length === 0}
        emptyText="No run yet"
      >
        {view?.last_runs.map((run) => (
          <tr key={run.at}>
            <td className="px-3 py-2 whitespace-nowrap">{new Date(run.at).toLocaleString()}</td>
            <td className="px-3 py-2">{run.available}</td>
            <td className="px-3 py-2">{run.bought}</td>
            <td className="px-3 py-2">{run.released}</td>
            <td className="px-3 py-2">{run.cap_reached ? 'Yes' : 'No'}</td>
            <td className="px-3 py-2 text-red-700">{run.errors.join('; ')}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}

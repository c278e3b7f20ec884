// API Management (/admin/api): four cards, search by name, user, email or key, the status filter and the table of the
// local sample keys (the key's first 20 characters). Edit, Suspend/Activate and Create only log (the label toggles);
// Delete asks first, then logs. No server call.

import { useId, useState, type FormEvent } from 'react';
import { API_KEY_DISPLAY_LENGTH, DATE_LOCALE } from '@shared/constants';
import { LABELS } from '@shared/messages';
import { AdminTable } from '@/components/admin/admin-table';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { StatCard, StatCards } from '@/components/ui/stat-card';
import { SampleDataNotice } from '@/components/admin/sample-data-notice';
import { SAMPLE_API_KEYS, type SampleApiKey } from '../sample-api-keys';

const STATUS_CLASS: Record<SampleApiKey['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  suspended: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  expired: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const ACTION = 'rounded-md px-2 py-1 text-xs font-semibold hover:bg-slate-100';

const day = (at: string) => new Date(at).toLocaleDateString(DATE_LOCALE);

function matches(key: SampleApiKey, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return [key.name, key.user, key.email, key.key].some((value) => value.toLowerCase().includes(needle));
}

function CreateKeyDialog({ onClose }: { onClose: () => void }) {
  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.info('Create API key', Object.fromEntries(new FormData(event.currentTarget)));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} title="Create API Key">
      <form onSubmit={create} className="space-y-4">
        <FormField label="Key Name" name="name" autoComplete="off" />
        <FormField label="User Email" name="email" type="email" autoComplete="off" />
        <FormField label="Expiration Date" name="expiresAt" type="date" />
        <FormActions onCancel={onClose} submitLabel="Create API Key" />
      </form>
    </Dialog>
  );
}

export function ApiManagementPage() {
  const [keys, setKeys] = useState(SAMPLE_API_KEYS);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [creating, setCreating] = useState(false);
  const searchId = useId();
  const statusId = useId();

  const shown = keys.filter((key) => matches(key, search) && (status === 'all' || key.status === status));
  const cards = [
    { label: 'Total API Keys', value: keys.length },
    { label: 'Active Keys', value: keys.filter((key) => key.status === 'active').length },
    { label: 'Total Requests', value: keys.reduce((sum, key) => sum + key.requests, 0).toLocaleString(DATE_LOCALE) },
    { label: 'Suspended', value: keys.filter((key) => key.status === 'suspended').length },
  ];

  const toggle = (target: SampleApiKey) => {
    console.info('Toggle API key', target.id);
    setKeys((before) =>
      before.map((key) =>
        key.id === target.id ? { ...key, status: key.status === 'active' ? 'suspended' : 'active' } : key,
      ),
    );
  };
  const remove = (target: SampleApiKey) => {
    if (window.confirm('Are you sure you want to delete this API key?')) console.info('Delete API key', target.id);
  };

  return (
    <section aria-labelledby="screen-heading" className="space-y-6">
      <Seo />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {LABELS.adminNav.api}
        </h1>
        <Button onClick={() => setCreating(true)}>Create API Key</Button>
      </div>
      <SampleDataNotice>
        {"These keys are examples, not members' keys: creating, editing, suspending or deleting one saves nothing."}
      </SampleDataNotice>
      <StatCards>
        {cards.map((card) => (
          <StatCard key={card.label} label={card.label} value={card.value} />
        ))}
      </StatCards>
      <div className="rounded-2xl border border-slate-200 bg-white">
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              Search by name, user, email or key
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={INPUT_CLASS}
            />
          </div>
          <div>
            <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
              Status
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              className={INPUT_CLASS}
            >
              <option value="all">All</option>
              <option value="active">Active</option>
              <option value="suspended">Suspended</option>
              <option value="expired">Expired</option>
            </select>
          </div>
        </div>
      </div>
      <AdminTable
        caption="API keys"
        columns={['Key Name', 'User', 'Status', 'Requests', 'Last Used', 'Expires', 'Actions']}
        loading={false}
        empty={shown.length === 0}
        emptyText="No API keys found"
      >
        {shown.map((key) => (
          <tr key={key.id}>
            <td className="px-4 py-3">
              <span className="block font-semibold text-slate-900">{key.name}</span>
              <span className="block font-mono text-xs text-slate-500">{key.key.slice(0, API_KEY_DISPLAY_LENGTH)}...</span>
            </td>
            <td className="px-4 py-3">
              <span className="block text-slate-900">{key.user}</span>
              <span className="block text-xs text-slate-600">{key.email}</span>
            </td>
            <td className="px-4 py-3">
              <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${STATUS_CLASS[key.status]}`}>{key.status}</span>
            </td>
            <td className="px-4 py-3 tabular-nums">{key.requests.toLocaleString(DATE_LOCALE)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-600">{day(key.lastUsed)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-slate-600">{day(key.expiresAt)}</td>
            <td className="px-4 py-3">
              <div className="flex gap-1 whitespace-nowrap">
                <button type="button" className={`${ACTION} text-slate-700`} onClick={() => console.info('Edit API key', key.id)}>
                  Edit
                </button>
                <button type="button" className={`${ACTION} text-slate-700`} onClick={() => toggle(key)}>
                  {key.status === 'active' ? 'Suspend' : 'Activate'}
                </button>
                <button type="button" className={`${ACTION} text-red-700`} onClick={() => remove(key)}>
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      {creating && <CreateKeyDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

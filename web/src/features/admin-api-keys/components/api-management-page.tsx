// API Management (/admin/api): four cards, search by name, user, email or key, the status filter and the table of the
// local sample keys (the key's first 20 characters). Edit, Suspend/Activate and Create only log (the label toggles);
// Delete asks first, then logs. No server call.

import { useState, type FormEvent } from 'react';
import { API_KEY_DISPLAY_LENGTH, DATE_LOCALE } from '@shared/constants';
import { LABELS } from '@shared/messages';
import { AdminPage } from '@/components/admin/admin-page';
import { ActionButton, AdminTable, Cell, HolderCell, StatusPill } from '@/components/admin/admin-table';
import { ListControls, useFilter } from '@/components/admin/list-controls';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { SAMPLE_API_KEYS, type SampleApiKey } from '../sample-api-keys';

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

const STATUSES = { all: 'All', active: 'Active', suspended: 'Suspended', expired: 'Expired' };

export function ApiManagementPage() {
  const [keys, setKeys] = useState(SAMPLE_API_KEYS);
  const [term, setTerm] = useState('');
  const status = useFilter('Status', STATUSES);
  const [creating, setCreating] = useState(false);

  const shown = keys.filter((key) => matches(key, term) && (status.value === 'all' || key.status === status.value));

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
    <AdminPage
      sampleNotice={
        "These keys are examples, not members' keys: creating, editing, suspending or deleting one saves nothing."
      }
      title={LABELS.adminNav.api}
      actions={<Button onClick={() => setCreating(true)}>Create API Key</Button>}
      cards={[
        { label: 'Total API Keys', value: keys.length },
        { label: 'Active Keys', value: keys.filter((key) => key.status === 'active').length },
        {
          label: 'Total Requests',
          value: keys.reduce((sum, key) => sum + key.requests, 0).toLocaleString(DATE_LOCALE),
        },
        { label: 'Suspended', value: keys.filter((key) => key.status === 'suspended').length },
      ]}
    >
      <ListControls searchLabel="Search by name, user, email or key" search={{ term, setTerm }} filters={[status]} />
      <AdminTable
        caption="API keys"
        columns={['Key Name', 'User', 'Status', 'Requests', 'Last Used', 'Expires', 'Actions']}
        empty={shown.length === 0}
        emptyText="No API keys found"
      >
        {shown.map((key) => (
          <tr key={key.id}>
            <Cell>
              <span className="block font-semibold text-slate-900">{key.name}</span>
              <span className="block font-mono text-xs text-slate-500">
                {key.key.slice(0, API_KEY_DISPLAY_LENGTH)}...
              </span>
            </Cell>
            <HolderCell name={key.user} email={key.email} />
            <Cell>
              <StatusPill status={key.status} />
            </Cell>
            <Cell className="tabular-nums">{key.requests.toLocaleString(DATE_LOCALE)}</Cell>
            <Cell>{day(key.lastUsed)}</Cell>
            <Cell>{day(key.expiresAt)}</Cell>
            <Cell>
              <div className="flex gap-1">
                <ActionButton onClick={() => console.info('Edit API key', key.id)}>Edit</ActionButton>
                <ActionButton onClick={() => toggle(key)}>
                  {key.status === 'active' ? 'Suspend' : 'Activate'}
                </ActionButton>
                <ActionButton tone="danger" onClick={() => remove(key)}>
                  Delete
                </ActionButton>
              </div>
            </Cell>
          </tr>
        ))}
      </AdminTable>
      {creating && <CreateKeyDialog onClose={() => setCreating(false)} />}
    </AdminPage>
  );
}

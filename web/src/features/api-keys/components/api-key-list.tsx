// The member's keys (docs/decisions/018): name, first 20 characters, status, created, last used ('Never'), requests,
// plan, subscription status (red unless active) and next billing; Enable/Disable and Delete with the spec's question;
// its webhook (docs/decisions/024).

import { useState } from 'react';
import { API_KEY_MONTHLY_QUOTA } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import type { ApiKeyView } from '@shared/schemas/api-keys';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { failureText } from '@/lib/api-client';
import { refreshMemberData } from '@/lib/refresh-member-data';
import { showToast } from '@/lib/window-events';
import { formatDate, formatDateTime, StatusBadge } from '@/components/ui/status-badge';
import { deleteApiKey, setApiKeyStatus } from '../api/change-api-key';
import { WebhookSection } from './webhook-section';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function ApiKeyRow({ apiKey, onDelete }: { apiKey: ApiKeyView; onDelete: () => void }) {
  const [busy, setBusy] = useState(false);
  const active = apiKey.status === 'active';
  const toggle = async () => {
    setBusy(true);
    try {
      await setApiKeyStatus(apiKey.id, active ? 'inactive' : 'active');
      await refreshMemberData();
    } catch (error) {
      showToast(failureText(error, MESSAGES.apiKeyStatusFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  const suspended = apiKey.subscription_status !== 'active';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5" aria-label={apiKey.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
            <span className="break-all">{apiKey.name}</span>
            <StatusBadge status={apiKey.status} />
          </h3>
          <p className="mt-1 font-mono text-sm break-all text-slate-600">{apiKey.key}…</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => void toggle()} className="py-2">
            {active ? 'Disable' : 'Enable'}
            <span className="sr-only"> {apiKey.name}</span>
          </Button>
          <Button variant="secondary" onClick={onDelete} aria-haspopup="dialog" className="py-2 text-red-700">
            Delete
            <span className="sr-only"> {apiKey.name}</span>
          </Button>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
        <Field label="Created">{formatDate(apiKey.created_at)}</Field>
        <Field label="Last used">{apiKey.last_used === 'Never' ? 'Never' : formatDateTime(apiKey.last_used)}</Field>
        <Field label="Requests">
          {apiKey.requests.toLocaleString('en-GB')} / {API_KEY_MONTHLY_QUOTA.toLocaleString('en-GB')}
        </Field>
        <Field label="Plan">{apiKey.plan}</Field>
        <Field label="Subscription">
          <span className={suspended ? 'font-semibold text-red-700' : 'text-emerald-700'}>
            {apiKey.subscription_status}
          </span>
        </Field>
        <Field label="Next billing">{formatDate(apiKey.next_billing)}</Field>
      </dl>
      <WebhookSection apiKey={apiKey} />
    </li>
  );
}

function DeleteApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteApiKey(apiKey.id);
      await refreshMemberData();
      onClose();
    } catch (error) {
      showToast(failureText(error, MESSAGES.apiKeyDeleteFailed), 'error');
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} title="Delete API key" description={MESSAGES.confirmDeleteApiKey}>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{apiKey.name}</span> stops working at once. The fee already paid
        is not refunded.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button disabled={busy} onClick={() => void confirm()} className="flex-1 bg-red-600 hover:bg-red-700">
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
        <Button variant="secondary" onClick={onClose} className="flex-1">
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}

export function ApiKeyList({ apiKeys }: { apiKeys: ApiKeyView[] }) {
  const [deleting, setDeleting] = useState<ApiKeyView | null>(null);
  if (apiKeys.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
        {MESSAGES.noApiKeys}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {apiKeys.map((apiKey) => (
          <ApiKeyRow key={apiKey.id} apiKey={apiKey} onDelete={() => setDeleting(apiKey)} />
        ))}
      </ul>
      {deleting && <DeleteApiKeyDialog apiKey={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

// The API Keys screen (docs/decisions/018): the Developer API information, pricing, the member's keys, the create
// dialog (Add Funds in place of Create when the balance is short), the new key shown once, and the documentation.

import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  API_KEY_MONTHLY_FEE_CENTS,
  API_KEY_MONTHLY_QUOTA,
  API_KEY_PERIOD_DAYS,
  API_KEYS_PER_MEMBER,
  QUICK_TOP_UP_WALLET,
} from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { CreateApiKeyResponse } from '@shared/schemas/api-keys';
import { ROUTES } from '@shared/routes';
import { CodeBlock } from '@/components/code-block';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FailedRead } from '@/components/ui/failed-read';
import { paths } from '@/config/paths';
import { useOrigin } from '@/lib/use-origin';
import { useSession } from '@/lib/session';
import { apiKeysQuery } from '../api/queries';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { NewApiKeyDialog } from './new-api-key-dialog';

type Open =
  { kind: 'create' } | { kind: 'created'; apiKey: CreateApiKeyResponse['api_key'] } | { kind: 'addFunds' } | null;

function Card({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-slate-200 bg-white p-5 ${className}`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm leading-6 text-slate-700">{children}</div>
    </section>
  );
}

/** The wallet's Add Funds dialog, which the route gives this screen (features do not import each other). */
export type AddFundsDialogComponent = ComponentType<{
  open: boolean;
  onClose: () => void;
  quickAmounts: readonly number[];
}>;

export function ApiKeysPage({ AddFundsDialog }: { AddFundsDialog: AddFundsDialogComponent }) {
  const session = useSession();
  const keys = useQuery(apiKeysQuery());
  const [open, setOpen] = useState<Open>(null);
  const balance = session.status === 'authenticated' ? session.user.wallet_balance : 0;
  const createOrder = ROUTES['publicApi.createOrder'];
  const origin = useOrigin();
  const fee = formatUsd(API_KEY_MONTHLY_FEE_CENTS);
  const quota = API_KEY_MONTHLY_QUOTA.toLocaleString('en-GB');
  const atLimit = (keys.data?.length ?? 0) >= API_KEYS_PER_MEMBER;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Seo page="apiKeys" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{LABELS.memberNav.apiKeys}</h1>
          <p className="mt-1 text-sm text-slate-600">Order numbers and read codes from your own code.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'create' })} aria-haspopup="dialog" disabled={atLimit}>
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          Create API Key
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-5">
        <Card id="api-info" title="Developer API" className="lg:col-span-3">
          <p>
            Use the API to order one-time UK numbers, lease numbers for {API_KEY_PERIOD_DAYS} days and buy eSIMs, and to
            read verification codes as they arrive, paid from your wallet as on this site.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>JSON over HTTPS, with your key as a Bearer token</li>
            <li>A webhook when a code arrives, so you need not poll</li>
            <li>Up to {API_KEYS_PER_MEMBER} keys, each with its own name and usage</li>
          </ul>
        </Card>
        <Card id="api-pricing" title="Pricing" className="lg:col-span-2">
          <p className="text-3xl font-bold tracking-tight text-slate-900">
            {fee}
            <span className="text-base font-medium text-slate-600"> / month per key</span>
          </p>
          <p className="mt-2">
            Developer plan: {quota} requests per month. The fee is taken from your wallet when you create the key and
            every {API_KEY_PERIOD_DAYS} days after; if your balance is short the key is suspended until it renews.
          </p>
        </Card>
      </div>

      <section aria-labelledby="api-keys-list" className="space-y-4">
        <h2 id="api-keys-list" className="text-lg font-semibold text-slate-900">
          Your API Keys
        </h2>
        {keys.data ? (
          <ApiKeyList apiKeys={keys.data} />
        ) : keys.isError ? (
          <FailedRead
            message={MESSAGES.apiKeysLoadFailed}
            onRetry={keys.refetch}
            className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center text-sm text-slate-600"
          />
        ) : (
          <p className="py-10 text-center text-sm text-slate-500">Loading…</p>
        )}
      </section>

      <Card id="api-docs" title="Documentation">
        <p>Send your key in the Authorization header of every request. Each answer carries your remaining requests.</p>
        <CodeBlock
          label="Order a number"
          code={`curl -X ${createOrder.method} ${origin}${createOrder.path} \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"service":"whatsapp","country":"GB"}'`}
        />
        <p className="mt-4">
          Every endpoint, answer and webhook is described on the{' '}
          <Link to={paths.public.apiIntegration.getHref()} className="font-semibold text-brand-700 hover:underline">
            API documentation
          </Link>{' '}
          page.
        </p>
      </Card>

      {open?.kind === 'create' && (
        <CreateApiKeyDialog
          balanceCents={balance}
          onClose={() => setOpen(null)}
          onCreated={(apiKey) => setOpen({ kind: 'created', apiKey })}
          onAddFunds={() => setOpen({ kind: 'addFunds' })}
        />
      )}
      {open?.kind === 'created' && <NewApiKeyDialog apiKey={open.apiKey} onClose={() => setOpen(null)} />}
      <AddFundsDialog
        open={open?.kind === 'addFunds'}
        onClose={() => setOpen(null)}
        quickAmounts={QUICK_TOP_UP_WALLET}
      />
    </div>
  );
}

// The developer API documentation (docs/decisions/015 "Calls", "Screens", "Offers"), with the webhook setup and the
// reference rendered from the OpenAPI document (docs/decisions/024); lists, retries, webhook formats and the
// sms-activate client example, the very file a test runs (docs/decisions/031).

import { lazy, type ReactNode } from 'react';
import { API_KEY_MONTHLY_FEE_CENTS, API_KEY_MONTHLY_QUOTA, LEASE_DAYS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { ROUTES, type RouteName } from '@shared/routes';
import { CodeBlock } from '@/components/code-block';
import { PageHeader } from '@/components/page-header';
import { Seo } from '@/components/seo';
import { WebhookSetup } from '@/components/webhook-setup';
import { AfterHydration } from '@/lib/after-hydration';
import { useOrigin } from '@/lib/use-origin';
import SMS_ACTIVATE_EXAMPLE from '@docs/examples/sms-activate-client.mjs?raw';
import VERIFY_WEBHOOK_EXAMPLE from '@docs/examples/verify-webhook.mjs?raw';
import {
  LEASE_RENEWED_EXAMPLE,
  SMS_ACTIVATE_WEBHOOK_EXAMPLE,
  SMS_RECEIVED_LEASE_EXAMPLE,
  SMS_RECEIVED_ORDER_EXAMPLE,
} from '@shared/webhook-examples';
import { webhookRetryPromise } from '@shared/webhook-schedule';

// The reference brings the query library and its renderer after the prerendered page has hydrated.
const ApiReference = lazy(async () => ({ default: (await import('./api-reference')).ApiReference }));

const ENDPOINTS: { route: RouteName; body?: object; does: string }[] = [
  {
    route: 'publicApi.createOrder',
    body: { service: 'whatsapp', country: 'GB' },
    does: 'Orders a one-time UK number for a service.',
  },
  { route: 'publicApi.getOrderCode', does: 'Reads the verification code of an order, once it has arrived.' },
  { route: 'publicApi.getOrder', does: 'Reads an order: its number, status and code.' },
  {
    route: 'publicApi.createSmsOrder',
    body: { service: 'telegram', type: 'one-time' },
    does: 'Orders a number by service and type.',
  },
  {
    route: 'publicApi.createLease',
    body: { service: 'whatsapp', duration: LEASE_DAYS },
    does: `Leases a number for ${LEASE_DAYS} days.`,
  },
  { route: 'publicApi.purchaseNumber', body: { type: 'esim' }, does: 'Buys a permanent UK eSIM.' },
  { route: 'publicApi.smsStatus', does: 'Reads the status of your SMS orders.' },
];

const json = (value: unknown) => JSON.stringify(value, null, 2);

const ORDER = {
  id: 'ord_7Hq2xK9',
  phone_number: '+447700900123',
  service: 'whatsapp',
  status: 'completed',
  created_at: '2026-01-15T10:00:00Z',
  expires_at: '2026-01-15T10:15:00Z',
  code: '482913',
  received_at: '2026-01-15T10:02:41Z',
};

const SUCCESS = { success: true, data: ORDER };
const FAILURE = {
  success: false,
  error: {
    code: 'INSUFFICIENT_BALANCE',
    message: MESSAGES.apiInsufficientBalance,
    details: { required: 9.99, available: 2.5 },
  },
};
const LISTS: { route: RouteName; does: string }[] = [
  { route: 'publicApi.listOrders', does: 'Your orders, newest first: ?status=, ?service=, ?limit= (1-100), ?cursor=.' },
  { route: 'publicApi.listLeases', does: 'Your leases, newest first, with the same filters.' },
  { route: 'publicApi.getLease', does: 'A lease: its number, status, dates and message count.' },
  { route: 'publicApi.getLeaseMessages', does: "A lease's inbox, newest first, a page at a time." },
  {
    route: 'publicApi.renewLease',
    does: "Keeps a lease's number 30 more days from its end (in its 3-day grace after the end too), for the lease price now, from your wallet; it takes an Idempotency-Key.",
  },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 text-base leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** `webhookSetup`: the form under "Set up your webhook"; the spec's simulated one unless the route gives a real one. */
export function ApiIntegrationPage({ webhookSetup = <WebhookSetup /> }: { webhookSetup?: ReactNode }) {
  const createOrder = ROUTES['publicApi.createOrder'];
  const origin = useOrigin();
  return (
    <>
      <Seo page="apiIntegration" />
      <PageHeader eyebrow="Developer API" title="SMS verification API">
        Order UK numbers and read their verification codes from your own code, with JSON over HTTPS and a webhook when a
        code arrives.
      </PageHeader>
      <div className="page-container max-w-4xl pb-20">
        <Section id="plan" title="Plan">
          <p>
            <strong>Developer</strong>: {formatUsd(API_KEY_MONTHLY_FEE_CENTS)} per month,{' '}
            {API_KEY_MONTHLY_QUOTA.toLocaleString('en-GB')} requests per month, webhook support. Create your API key in
            your account, under API Keys.
          </p>
        </Section>

        <Section id="authentication" title="Authentication">
          <p>Send your API key as a Bearer token in the Authorization header of every request.</p>
          <CodeBlock
            label="Example request"
            code={`curl -X ${createOrder.method} ${origin}${createOrder.path} \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '${JSON.stringify(ENDPOINTS[0]!.body)}'`}
          />
        </Section>

        <Section id="endpoints" title="Endpoints">
          <ul className="space-y-4">
            {ENDPOINTS.map(({ route, body, does }) => (
              <li key={route} className="rounded-xl border border-slate-200 p-4">
                <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
                  <span className="rounded bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">
                    {ROUTES[route].method}
                  </span>
                  <span className="break-all text-slate-900">{ROUTES[route].path}</span>
                </p>
                <p className="mt-2 text-sm text-slate-700">{does}</p>
                {body && (
                  <p className="mt-1 font-mono text-xs break-all text-slate-600">Body: {JSON.stringify(body)}</p>
                )}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="responses" title="Responses">
          <p>
            Every answer is JSON: <code>success</code> with <code>data</code>, or <code>success: false</code> with an{' '}
            <code>error</code> carrying <code>code</code>, <code>message</code> and <code>details</code>. An order's
            status is <code>pending</code> until its code arrives, then <code>completed</code>.
          </p>
          <CodeBlock label="Success" code={json(SUCCESS)} />
          <CodeBlock label="Failure" code={json(FAILURE)} />
        </Section>

        <Section id="webhooks" title="Webhooks">
          <p>
            When a code reaches your order, or any message your lease, we POST an <code>sms.received</code> event to
            your webhook URL, so you need not poll. Its <code>id</code> is the same on every try (and in the{' '}
            <code>X-Webhook-Id</code> header): drop repeats.
          </p>
          <CodeBlock label="Webhook payload: a code for an order" code={json(SMS_RECEIVED_ORDER_EXAMPLE)} />
          <CodeBlock label="Webhook payload: a message to a lease" code={json(SMS_RECEIVED_LEASE_EXAMPLE)} />
          <p className="mt-4">{webhookRetryPromise()}</p>
          <p className="mt-4">
            Tools built for sms-activate can take the protocol's own body instead: choose the{' '}
            <strong>sms-activate</strong> format on the API Keys page, or send{' '}
            <code>{`{"url": "…", "format": "sms-activate"}`}</code> to <code>PUT /api/v1/webhook</code>. Every POST is
            signed alike.
          </p>
          <CodeBlock label="sms-activate format" code={json(SMS_ACTIVATE_WEBHOOK_EXAMPLE)} />
          <p className="mt-4">
            When one of your leases is renewed (by you, by itself, or through the API), a key in the standard format
            also gets a <code>lease.renewed</code> event with its new end.
          </p>
          <CodeBlock label="Webhook payload: a lease renewed" code={json(LEASE_RENEWED_EXAMPLE)} />
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Check the signature</h3>
          <p className="mt-3">
            Every POST carries <code>X-Webhook-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>: the hex is the
            HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code>, keyed with the webhook's secret (shown once when you
            set the URL). Check it on the raw body, before parsing it, compare in constant time, and refuse a{' '}
            <code>t</code> more than 5 minutes old. In Node, with nothing but <code>node:crypto</code>:
          </p>
          <CodeBlock label="verify-webhook.mjs" code={VERIFY_WEBHOOK_EXAMPLE} />
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Set up your webhook</h3>
          <div className="mt-3">{webhookSetup}</div>
        </Section>

        <Section id="lists" title="Lists, retries and price limits">
          <ul className="space-y-2">
            {LISTS.map(({ route, does }) => (
              <li key={route}>
                <code className="font-semibold">
                  {ROUTES[route].method} {ROUTES[route].path}
                </code>
                : {does}
              </li>
            ))}
          </ul>
          <p className="mt-4">
            Each page answers <code>next</code>, the path of the next page (null on the last). Send an{' '}
            <code>Idempotency-Key</code> with a purchase: a retry with the same key and body within 24 hours gets the
            first answer and is charged once. Add <code>max_price</code> (cents) and a higher price is refused with{' '}
            <code>PRICE_ABOVE_MAX</code>, nothing charged.
          </p>
          <CodeBlock
            label="A purchase that is safe to retry"
            code={`curl -X ${createOrder.method} ${origin}${createOrder.path} \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Idempotency-Key: 5f0c2a9e-signup-42" \\
  -H "Content-Type: application/json" \\
  -d '{"service":"whatsapp","country":"GB","max_price":999}'`}
          />
        </Section>

        <Section id="sms-activate" title="sms-activate tools">
          <p>
            Software written for sms-activate works here unchanged but for its address: point it at{' '}
            <code>{origin}/stubs/handler_api.php</code> with your API key as <code>api_key</code>. With the{' '}
            <code>sms-activate</code> client from npm:
          </p>
          <CodeBlock
            label="sms-activate-client.mjs"
            code={SMS_ACTIVATE_EXAMPLE.replace('http://localhost:3000', origin)}
          />
          <p className="mt-4">
            Rents are our 30-day leases: <code>getRentNumber</code> with <code>rent_time=720</code>, and{' '}
            <code>continueRentNumber</code> with the rent's <code>id</code> and <code>rent_time=720</code> keeps its
            number 720 more hours, answering the rent's new <code>endDate</code>.
          </p>
        </Section>

        <Section id="reference" title="API reference">
          <AfterHydration>
            <ApiReference />
          </AfterHydration>
        </Section>
      </div>
    </>
  );
}

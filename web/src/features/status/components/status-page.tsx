// The service status page (docs/decisions/015 "Screens"): per-service states (all sample entries operational), a clock
// refreshed every 30 s, and the simulated email subscribe box and webhook setup.

import { useState, type FormEvent } from 'react';
import { DATE_LOCALE, STATUS_CLOCK_REFRESH_MS, UPTIME_TARGET_PERCENT } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { PageHeader } from '@/components/page-header';
import { Seo } from '@/components/seo';
import { WebhookSetup } from '@/components/webhook-setup';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useNow } from '@/lib/use-countdown';
import { showToast } from '@/lib/window-events';

type ServiceState = keyof typeof LABELS.serviceStates;

const SERVICES: { name: string; state: string }[] = [
  { name: 'UK number provisioning', state: 'operational' },
  { name: 'SMS delivery', state: 'operational' },
  { name: '30-day leases and email forwarding', state: 'operational' },
  { name: 'UK eSIM delivery', state: 'operational' },
  { name: 'Crypto payments', state: 'operational' },
  { name: 'Developer API', state: 'operational' },
  { name: 'Website and dashboard', state: 'operational' },
];

const BADGES: Record<ServiceState, string> = {
  operational: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  degraded: 'bg-amber-50 text-amber-800 ring-amber-200',
  outage: 'bg-red-50 text-red-800 ring-red-200',
  unknown: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Any state the page does not know is shown as unknown. */
function stateOf(value: string): ServiceState {
  return value in BADGES ? (value as ServiceState) : 'unknown';
}

function SubscribeBox() {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) showToast(MESSAGES.enterEmail, 'warning');
    else if (!value.includes('@')) showToast(MESSAGES.enterValidEmail, 'warning');
    else showToast(MESSAGES.subscribed, 'success');
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label="Email address" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className="flex-1" />
      <Button type="submit" className="sm:mb-px">
        Subscribe
      </Button>
    </form>
  );
}

export function StatusPage() {
  const now = useNow(STATUS_CLOCK_REFRESH_MS);
  const allOperational = SERVICES.every((service) => stateOf(service.state) === 'operational');
  return (
    <>
      <Seo page="status" />
      <PageHeader eyebrow="Service status" title={allOperational ? 'All systems operational' : 'Some systems are affected'}>
        We aim for {UPTIME_TARGET_PERCENT}% uptime.{' '}
        <span aria-live="polite">Last updated: {now ? now.toLocaleTimeString(DATE_LOCALE) : '…'}</span>
      </PageHeader>
      <div className="page-container max-w-3xl space-y-12 pb-20">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {SERVICES.map((service) => {
            const state = stateOf(service.state);
            return (
              <li key={service.name} className="flex items-center justify-between gap-4 px-5 py-4">
                <span className="font-medium text-slate-900">{service.name}</span>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1 ${BADGES[state]}`}>{LABELS.serviceStates[state]}</span>
              </li>
            );
          })}
        </ul>
        {[
          { id: 'subscribe', title: 'Get status updates by email', form: <SubscribeBox /> },
          { id: 'status-webhook', title: 'Get status updates by webhook', form: <WebhookSetup /> },
        ].map((box) => (
          <section key={box.id} aria-labelledby={`${box.id}-heading`}>
            <h2 id={`${box.id}-heading`} className="text-xl font-bold">
              {box.title}
            </h2>
            <div className="mt-4">{box.form}</div>
          </section>
        ))}
      </div>
    </>
  );
}

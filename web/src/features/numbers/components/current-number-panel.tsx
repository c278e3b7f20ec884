// The current-number panel (spec 000 §2, §4): the number with Copy, the mm:ss countdown from 900 s while it waits,
// then the code with Copy; the countdown reaching 0 clears the panel.

import { useEffect } from 'react';
import { NUMBER_COUNTDOWN_S } from '../../../../../shared/constants';
import { LABELS } from '../../../../../shared/messages';
import type { OrderView } from '../../../../../shared/schemas/orders';
import { CopyButton } from '../../../components/copy-button';
import { formatCountdown, useCountdown } from '../../../lib/use-countdown';

interface CurrentNumberPanelProps {
  order: OrderView | null;
  /** Called once when a waiting order's countdown reaches 0. */
  onExpired: () => void;
}

export function CurrentNumberPanel({ order, onExpired }: CurrentNumberPanelProps) {
  const waiting = order?.status === 'pending';
  const left = useCountdown(waiting ? order.expires_at : null);
  const expired = waiting && left === 0;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  if (!order || expired) {
    return (
      <section
        aria-label="Current number"
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center"
      >
        <p className="text-sm text-slate-600">Choose a service and press {LABELS.getSms} to get a UK number.</p>
      </section>
    );
  }
  return (
    <section aria-label="Current number" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">
        {order.verification_code ? LABELS.smsReceived : LABELS.phoneNumberReady}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {order.service_name} · SMS-{order.id}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span data-testid="current-number" className="font-mono text-2xl font-bold tracking-tight text-slate-900">
          {order.phone_number}
        </span>
        <CopyButton value={order.phone_number} />
      </div>
      {order.verification_code ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 px-4 py-3">
          <span className="text-sm font-medium text-emerald-900">Code</span>
          <span data-testid="current-code" className="font-mono text-2xl font-bold tracking-widest text-emerald-900">
            {order.verification_code}
          </span>
          <CopyButton value={order.verification_code} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600" aria-live="polite">
          Waiting for the SMS…{' '}
          <span data-testid="countdown" className="font-mono font-semibold text-slate-900">
            {formatCountdown(Math.min(NUMBER_COUNTDOWN_S, left ?? 0))}
          </span>
          <span className="block text-xs">Codes typically arrive within 15 minutes, mostly in 2-5 minutes.</span>
        </p>
      )}
    </section>
  );
}

// The lease confirmation (docs/decisions/015 "Flows"): the rented number with Copy, and where its codes go for 30 days.
// Fulfilment may still be allocating the number when the payment is confirmed, so the order is asked again until it
// has one.

import { ANONYMOUS_SMS_POLL_INTERVAL_MS, FULFILMENT_POLL_LIMIT_S, LEASE_DAYS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { CopyButton } from '@/components/ui/copy-button';
import { StatusPanel } from '@/components/ui/status-panel';
import { usePolledQuery } from '@/lib/query/polling';
import type { OrderPaymentCheck } from '../api/check-payment-status';
import { paymentStatusQuery } from '../api/queries';
import { FulfilmentWait } from './fulfilment-wait';
import { useReportFinished, type AfterPaymentViewProps } from './use-report-finished';

const hasNumber = (check: OrderPaymentCheck | null) => check === null || check.order.phone_number !== null;

export function LeaseAfterPayment({ order, onFinished }: AfterPaymentViewProps) {
  const polling = usePolledQuery(
    { ...paymentStatusQuery(order.order_id), enabled: order.phone_number === null },
    {
      isDone: hasNumber,
      intervalMs: ANONYMOUS_SMS_POLL_INTERVAL_MS,
      limitMs: FULFILMENT_POLL_LIMIT_S * 1000,
    },
  );
  const phoneNumber = order.phone_number ?? polling.data?.order.phone_number ?? null;
  useReportFinished(phoneNumber !== null || polling.timedOut, onFinished);

  if (!phoneNumber) return <FulfilmentWait product={`${order.service} number`} timedOut={polling.timedOut} />;
  return (
    <StatusPanel tone="success" title={MESSAGES.numberRented}>
      <p className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-xl font-bold text-emerald-950">{phoneNumber}</span>
        <CopyButton value={phoneNumber} />
      </p>
      <p>
        {order.service}, {LEASE_DAYS} days. Every SMS to this number is forwarded to{' '}
        <strong className="break-all">{order.email}</strong> as it arrives.
      </p>
    </StatusPanel>
  );
}

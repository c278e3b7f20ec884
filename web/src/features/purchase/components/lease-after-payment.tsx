// The lease confirmation (docs/decisions/015 "Flows"): the rented number with Copy, and where its codes go for 30 days.
// Fulfilment may still be allocating the number when the payment is confirmed, so the order is asked again until it
// has one. Forwarding waits for the buyer to confirm the address by the link mailed with the lease: the page says so,
// sends the link again on request, and reads the order again until it is confirmed (docs/decisions/053). Once handed
// over, the lease's end and "Keep this number" (docs/decisions/062), and the money a short renewal payment left owed
// to the buyer (docs/decisions/063).

import { ANONYMOUS_SMS_POLL_INTERVAL_MS, FULFILMENT_POLL_LIMIT_S, LEASE_DAYS } from '@shared/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FormAlert } from '@/components/ui/form-alert';
import { StatusPanel } from '@/components/ui/status-panel';
import { failureText } from '@/lib/api-client';
import { usePolledQuery } from '@/lib/query/polling';
import type { OrderPaymentCheck } from '../api/check-payment-status';
import { paymentStatusQuery } from '../api/queries';
import { resendOrderConfirmation } from '../api/resend-order-confirmation';
import { FulfilmentWait } from './fulfilment-wait';
import { KeepAnonymousLease } from './keep-anonymous-lease';
import { MoneyOwed } from './money-owed';
import { useReportFinished, type AfterPaymentViewProps } from './use-report-finished';

/** How often a page waiting for the address's confirmation asks whether it came (opened in another tab or device). */
const CONFIRMATION_POLL_MS = 5_000;

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
  const confirmation = useQuery({
    ...paymentStatusQuery(order.order_id),
    enabled: phoneNumber !== null && order.email_confirmed === false,
    refetchInterval: (query) => (query.state.data?.order.email_confirmed ? false : CONFIRMATION_POLL_MS),
  });
  const confirmed =
    confirmation.data?.order.email_confirmed ?? polling.data?.order.email_confirmed ?? order.email_confirmed;

  if (!phoneNumber) return <FulfilmentWait product={`${order.service} number`} timedOut={polling.timedOut} />;
  const waits = confirmed === false && order.email !== null;
  return (
    <div className="space-y-3">
      <StatusPanel tone="success" title={MESSAGES.numberRented}>
        <p className="flex flex-wrap items-center gap-3">
          <span className="font-mono text-xl font-bold text-emerald-950">{phoneNumber}</span>
          <CopyButton value={phoneNumber} />
        </p>
        {waits ? (
          <p>
            {order.service}, {LEASE_DAYS} days.
          </p>
        ) : (
          <p>
            {order.service}, {LEASE_DAYS} days. Every SMS to this number is forwarded to{' '}
            <strong className="break-all">{order.email}</strong> as it arrives.
          </p>
        )}
        <KeepAnonymousLease orderId={order.order_id} phoneNumber={phoneNumber} />
      </StatusPanel>
      {waits && <ForwardingWaits orderId={order.order_id} email={order.email!} />}
      <MoneyOwed orderId={order.order_id} />
    </div>
  );
}

function ForwardingWaits({ orderId, email }: { orderId: string; email: string }) {
  const resend = useMutation({ mutationFn: () => resendOrderConfirmation(orderId) });
  return (
    <StatusPanel tone="warning" title={MESSAGES.forwardingWaitsTitle}>
      <p>{MESSAGES.forwardingWaits(email)}</p>
      {resend.isSuccess && <FormAlert tone="success" message={resend.data} />}
      {resend.isError && <FormAlert message={failureText(resend.error, MESSAGES.tryAgainLater)} />}
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending...' : MESSAGES.sendLinkAgain}
      </Button>
    </StatusPanel>
  );
}

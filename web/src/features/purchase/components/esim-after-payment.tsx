// The eSIM details after an anonymous purchase (docs/decisions/015 "Flows"): QR with its download, activation code, PUK
// and ICCID with Copy, and the warning to keep the order link, which brings them back (docs/decisions/023). The eSIM
// may still be allocating, so its QR data is asked every 3 s until it exists.

import { ANONYMOUS_SMS_POLL_INTERVAL_MS, FULFILMENT_POLL_LIMIT_S } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { EsimDetails } from '@/components/esim-details';
import { StatusPanel } from '@/components/ui/status-panel';
import { usePolledQuery } from '@/lib/query/polling';
import { qrDataQuery } from '../api/queries';
import { FulfilmentWait } from './fulfilment-wait';
import { useReportFinished, type AfterPaymentViewProps } from './use-report-finished';

export function EsimAfterPayment({ order, onFinished }: AfterPaymentViewProps) {
  const polling = usePolledQuery(qrDataQuery(order.order_id), {
    isDone: (esim) => esim !== null,
    intervalMs: ANONYMOUS_SMS_POLL_INTERVAL_MS,
    limitMs: FULFILMENT_POLL_LIMIT_S * 1000,
  });
  useReportFinished(polling.done || polling.timedOut, onFinished);

  if (polling.timedOut) return <StatusPanel tone="danger" title={MESSAGES.qrNotFound} />;
  if (!polling.data) return <FulfilmentWait product={LABELS.ukEsim} timedOut={false} />;
  const { qr_data, phone_number } = polling.data;
  return (
    <section aria-labelledby="esim-details" className="space-y-4">
      <h3 id="esim-details" className="text-lg font-semibold text-slate-900">
        {LABELS.ukEsim}: {LABELS.qrCodeAndDetails}
      </h3>
      <StatusPanel tone="warning" title="Keep your order link">
        <p>
          The QR code, activation code, PUK and ICCID stay reachable through the order link below, from any browser.
          Keep it private: anyone who has it can install this eSIM.
        </p>
      </StatusPanel>
      <EsimDetails
        esim={{
          qrCode: qr_data.qr_code,
          activationCode: qr_data.activation_code,
          phoneNumber: phone_number,
          puk: qr_data.puk,
          iccid: qr_data.iccid,
        }}
      />
    </section>
  );
}

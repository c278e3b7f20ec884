// The Buy Number screen's parts (docs/decisions/015 "Screens"): the UK eSIM product with Buy Now, the
// 'QR Code & Details' panel and 'Purchased Numbers (count)' with its QR dialog.

import { useState } from 'react';
import { BUY_PRICE_CENTS } from '@shared/constants';
import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { SimCardView } from '@shared/schemas/sim-cards';
import { Detail, EsimDetails, QrImage } from '@/components/esim-details';
import { ServiceIcon } from '@/components/service-icon';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyNote } from '@/components/ui/empty-note';
import { formatDateTime, StatusBadge } from '@/components/ui/status-badge';
import { RecordPanel } from './record-list';

export function EsimProduct({ busy, onBuy }: { busy: boolean; onBuy: () => void }) {
  return (
    <section aria-labelledby="esim-product" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <ServiceIcon service={{ name: 'eSIM', color: '#2b58d6' }} />
        <div className="flex-1">
          <h2 id="esim-product" className="text-lg font-semibold text-slate-900">
            {LABELS.ukEsim}
          </h2>
          <p className="mt-1 text-sm leading-6 text-slate-600">
            A permanent UK number, delivered as a QR code with its PUK and ICCID. Receives SMS and call verification
            codes; no data, no outgoing calls or SMS.
          </p>
        </div>
        <p className="text-2xl font-bold text-slate-900">{formatUsd(BUY_PRICE_CENTS)}</p>
      </div>
      <Button className="mt-5 w-full py-3" disabled={busy} onClick={onBuy}>
        {busy ? LABELS.processing : LABELS.buyNow}
      </Button>
    </section>
  );
}

/** The member's latest eSIM, or the placeholder before the first (docs/decisions/015 "Flows"). */
export function QrDetailsPanel({ sim }: { sim: SimCardView | null }) {
  return (
    <section aria-labelledby="qr-details" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="qr-details" className="mb-4 text-lg font-semibold text-slate-900">
        {LABELS.qrCodeAndDetails}
      </h2>
      <EsimDetails
        esim={
          sim && {
            qrCode: sim.qr_code,
            activationCode: sim.activation_code,
            phoneNumber: sim.phone_number,
            puk: sim.puk_code,
            iccid: sim.iccid,
          }
        }
      />
    </section>
  );
}

export function PurchasedNumbers({ sims }: { sims: readonly SimCardView[] }) {
  const [open, setOpen] = useState<SimCardView | null>(null);
  return (
    <RecordPanel id="purchased-numbers" heading={`${LABELS.purchasedNumbers} (${sims.length})`}>
      {sims.length === 0 ? (
        <EmptyNote>{MESSAGES.noPurchasedNumbers}</EmptyNote>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {sims.map((sim) => (
            <li key={sim.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {sim.service} <span className="text-xs text-slate-500">BUY-{sim.id}</span>
                </p>
                <p className="font-mono text-sm text-slate-600">{sim.phone_number}</p>
              </div>
              <StatusBadge status={sim.status} />
              <span className="text-xs text-slate-500">{formatDateTime(sim.created_at)}</span>
              <Button variant="secondary" onClick={() => setOpen(sim)}>
                QR
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Dialog open onClose={() => setOpen(null)} title={`${open.service} ${open.phone_number}`}>
          <div className="flex justify-center">
            <QrImage src={open.qr_code} />
          </div>
          <dl className="mt-4 divide-y divide-slate-100">
            <Detail term="PUK" value={open.puk_code} />
            <Detail term="UUID" value={open.uuid} />
          </dl>
        </Dialog>
      )}
    </RecordPanel>
  );
}

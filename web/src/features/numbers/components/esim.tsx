// The Buy Number screen's parts (spec 000 §2): the UK eSIM product with Buy Now, the 'QR Code & Details' panel
// and 'Purchased Numbers (count)' with its QR dialog.

import { useState } from 'react';
import { BUY_PRICE_CENTS } from '../../../../../shared/constants';
import { LABELS, MESSAGES } from '../../../../../shared/messages';
import { formatUsd } from '../../../../../shared/money';
import type { SimCardView } from '../../../../../shared/schemas/sim-cards';
import { CopyButton } from '../../../components/copy-button';
import { ServiceIcon } from '../../../components/service-icon';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, StatusBadge } from './status-badge';

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

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-2">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="flex items-center gap-2 font-mono text-sm font-semibold break-all text-slate-900">
        {value ?? 'N/A'}
        {value && <CopyButton value={value} />}
      </dd>
    </div>
  );
}

function QrImage({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="eSIM QR code" width={192} height={192} className="size-48 rounded-lg border border-slate-200" />
  ) : (
    <div
      aria-label="No QR code"
      className="flex size-48 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500"
    >
      QR code
    </div>
  );
}

/** With no eSIM yet the panel shows a placeholder image and N/A for the PUK and ICCID (spec 000 §4). */
export function QrDetailsPanel({ sim }: { sim: SimCardView | null }) {
  return (
    <section aria-labelledby="qr-details" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="qr-details" className="text-lg font-semibold text-slate-900">
        {LABELS.qrCodeAndDetails}
      </h2>
      <div className="mt-4 flex flex-wrap gap-6">
        <QrImage src={sim?.qr_code ?? null} />
        <dl className="min-w-56 flex-1 divide-y divide-slate-100">
          <Detail term="Phone number" value={sim?.phone_number ?? null} />
          <Detail term="PUK" value={sim?.puk_code ?? null} />
          <Detail term="ICCID" value={sim?.iccid ?? null} />
        </dl>
      </div>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>Scan the QR code with your phone (Settings › Mobile data › Add eSIM).</li>
        <li>Dial *132# to activate the number.</li>
        <li>Your number is ready for verification codes.</li>
      </ol>
    </section>
  );
}

export function PurchasedNumbers({ sims }: { sims: readonly SimCardView[] }) {
  const [open, setOpen] = useState<SimCardView | null>(null);
  return (
    <section aria-labelledby="purchased-numbers" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="purchased-numbers" className="text-lg font-semibold text-slate-900">
        {LABELS.purchasedNumbers} ({sims.length})
      </h2>
      {sims.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{MESSAGES.noPurchasedNumbers}</p>
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
    </section>
  );
}

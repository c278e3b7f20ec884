// An eSIM's details (docs/decisions/015 "Screens", "Flows"): the QR image, the number, PUK and ICCID with Copy, and how
// to activate it. Shared by the member's 'QR Code & Details' panel and the anonymous buyer's eSIM details dialog.

import { CopyButton } from './ui/copy-button';

export interface EsimDetailsValues {
  /** A PNG as a data: URL. */
  qrCode: string;
  phoneNumber: string;
  puk: string;
  iccid: string;
}

export function Detail({ term, value }: { term: string; value: string | null }) {
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

export function QrImage({ src }: { src: string | null }) {
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

/** With no eSIM the QR is a placeholder and the PUK and ICCID are N/A (docs/decisions/015 "Flows"). */
export function EsimDetails({ esim }: { esim: EsimDetailsValues | null }) {
  return (
    <>
      <div className="flex flex-wrap gap-6">
        <QrImage src={esim?.qrCode ?? null} />
        <dl className="min-w-56 flex-1 divide-y divide-slate-100">
          <Detail term="Phone number" value={esim?.phoneNumber ?? null} />
          <Detail term="PUK" value={esim?.puk ?? null} />
          <Detail term="ICCID" value={esim?.iccid ?? null} />
        </dl>
      </div>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>Scan the QR code with your phone (Settings › Mobile data › Add eSIM).</li>
        <li>Dial *132# to activate the number.</li>
        <li>Your number is ready for verification codes.</li>
      </ol>
    </>
  );
}

// An eSIM's details (docs/decisions/015 "Screens", "Flows"): the QR image with its download, the activation code, the
// number, PUK and ICCID with Copy, and how to activate it, by scanning from another screen or by entering the code on
// the phone itself (docs/decisions/023). Shared by the member's 'QR Code & Details' panel and the anonymous buyer's
// eSIM details dialog.

import { BUTTON_BASE, BUTTON_VARIANTS } from './ui/button';
import { CopyButton } from './ui/copy-button';

export interface EsimDetailsValues {
  /** A PNG as a data: URL. */
  qrCode: string;
  /** What the QR encodes, `LPA:1$<SM-DP+ address>$<matching id>`. */
  activationCode: string;
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

/** The QR image saved as a PNG file, for a buyer whose only screen is the phone to install it on. */
function QrDownload({ esim }: { esim: EsimDetailsValues }) {
  return (
    <a
      href={esim.qrCode}
      download={`uk-esim-${esim.phoneNumber.replace(/\D/g, '')}-qr.png`}
      className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary} w-48`}
    >
      Download QR code
    </a>
  );
}

/** With no eSIM the QR is a placeholder and the PUK and ICCID are N/A (docs/decisions/015 "Flows"). */
export function EsimDetails({ esim }: { esim: EsimDetailsValues | null }) {
  return (
    <>
      <div className="flex flex-wrap gap-6">
        <div className="flex flex-col gap-3">
          <QrImage src={esim?.qrCode ?? null} />
          {esim && <QrDownload esim={esim} />}
        </div>
        <dl className="min-w-56 flex-1 divide-y divide-slate-100">
          <Detail term="Phone number" value={esim?.phoneNumber ?? null} />
          <Detail term="Activation code" value={esim?.activationCode ?? null} />
          <Detail term="PUK" value={esim?.puk ?? null} />
          <Detail term="ICCID" value={esim?.iccid ?? null} />
        </dl>
      </div>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>
          Add the eSIM (Settings › Mobile data › Add eSIM): scan the QR code shown on another screen, or on this phone
          choose to enter the details manually and paste the activation code.
        </li>
        <li>Dial *132# to activate the number.</li>
        <li>Your number is ready for verification codes.</li>
      </ol>
    </>
  );
}

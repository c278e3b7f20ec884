// A one-time number waiting for its code (docs/decisions/015 "Flows"): 'Phone Number Ready' with Copy and the mm:ss
// countdown from 900 s, then 'SMS Received Successfully' with the code and Copy; below, the other messages that reached
// the number without its service's code (docs/decisions/044). Shared by the member panel and the anonymous view.

import { NUMBER_COUNTDOWN_S } from '@shared/constants';
import { LABELS } from '@shared/messages';
import type { OrderMessageView } from '@shared/schemas/orders';
import { useCodeAlert } from '@/lib/push/code-alert';
import { formatCountdown, useCountdown } from '@/lib/use-countdown';
import { ArrivalAlertSwitch } from './arrival-alert-switch';
import { CopyButton } from './ui/copy-button';
import { formatDateTime } from './ui/status-badge';

export interface NumberCode {
  phoneNumber: string;
  /** Null until the SMS arrives. */
  code: string | null;
  /** When the number stops waiting for its code. */
  expiresAt: string;
  /** What the number is for, e.g. 'WhatsApp · SMS-…'. */
  caption: string;
  /** Messages that reached the number but did not bring its service's code, oldest first. */
  otherMessages: readonly OrderMessageView[];
  /** What happens if no code arrives in time, said while the number waits. */
  ifNoCode?: string;
}

function OtherMessages({ messages }: { messages: readonly OrderMessageView[] }) {
  return (
    <section aria-label={LABELS.otherMessages} className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{LABELS.otherMessages}</h3>
      <ul className="mt-2 space-y-2">
        {messages.map((message) => (
          <li key={`${message.received_at}-${message.from}`} className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
            <p className="flex flex-wrap justify-between gap-2 text-xs text-slate-600">
              <span className="font-semibold text-slate-900">{message.from}</span>
              <time dateTime={message.received_at}>{formatDateTime(message.received_at)}</time>
            </p>
            <p className="mt-1 break-words text-slate-800">{message.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Seconds left while the number waits for its code, and whether the wait is over without one. */
export function useCodeWait(number: Pick<NumberCode, 'code' | 'expiresAt'> | null) {
  const waiting = number !== null && number.code === null;
  const left = useCountdown(waiting ? number.expiresAt : null);
  return { left, expired: waiting && left === 0 };
}

export function NumberCodeCard({ number }: { number: NumberCode }) {
  const { left } = useCodeWait(number);
  useCodeAlert(number.code, `${number.phoneNumber} · ${number.caption}`);
  return (
    <section aria-label="Current number" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">
        {number.code ? LABELS.smsReceived : LABELS.phoneNumberReady}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{number.caption}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="font-mono text-2xl font-bold tracking-tight text-slate-900">{number.phoneNumber}</span>
        <CopyButton value={number.phoneNumber} />
      </div>
      {/* One live region for the wait and the code, so the code is announced when it arrives. */}
      <div aria-live="polite">
        {number.code ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 px-4 py-3">
            <span className="text-sm font-medium text-emerald-900">Code</span>
            <span className="font-mono text-2xl font-bold tracking-widest text-emerald-900">{number.code}</span>
            <CopyButton value={number.code} />
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            Waiting for the SMS…{' '}
            <span aria-live="off" className="font-mono font-semibold text-slate-900">
              {formatCountdown(Math.min(NUMBER_COUNTDOWN_S, left ?? 0))}
            </span>
            <span className="block text-xs">Codes typically arrive within 15 minutes, mostly in 2-5 minutes.</span>
            {number.ifNoCode && <span className="mt-1 block text-xs">{number.ifNoCode}</span>}
          </p>
        )}
      </div>
      {number.otherMessages.length > 0 && <OtherMessages messages={number.otherMessages} />}
      {!number.code && (
        <ArrivalAlertSwitch label="Alert me when the code arrives while this tab is in the background" />
      )}
    </section>
  );
}

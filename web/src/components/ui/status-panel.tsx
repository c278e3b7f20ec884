// A payment's or order's state in a coloured panel with its icon (a spinner while waiting), announced as it changes.

import type { ReactNode } from 'react';

export type StatusTone = 'waiting' | 'warning' | 'success' | 'danger' | 'neutral';

const TONES: Record<StatusTone, string> = {
  waiting: 'bg-brand-50 text-brand-900 ring-brand-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  danger: 'bg-red-50 text-red-900 ring-red-200',
  neutral: 'bg-slate-50 text-slate-900 ring-slate-200',
};

const ICON_PATHS: Record<Exclude<StatusTone, 'waiting'>, string> = {
  warning: 'M12 7v6m0 4h.01',
  success: 'M5 12.5l4.5 4.5L19 7.5',
  danger: 'M12 7v6m0 4h.01',
  neutral: 'M7 7l10 10M17 7L7 17',
};

export function StatusIcon({ tone }: { tone: StatusTone }) {
  if (tone === 'waiting') {
    return (
      <span
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-[3px] border-current/20 border-t-current"
      />
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="mt-0.5 size-5 shrink-0 fill-none stroke-current stroke-[2.5]"
    >
      <path d={ICON_PATHS[tone]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function StatusPanel({ tone, title, children }: { tone: StatusTone; title: string; children?: ReactNode }) {
  return (
    <div role="status" className={`flex gap-3 rounded-xl p-4 ring-1 ${TONES[tone]}`}>
      <StatusIcon tone={tone} />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 space-y-2 text-sm leading-6 opacity-90">{children}</div>}
      </div>
    </div>
  );
}

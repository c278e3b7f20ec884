// The toasts (docs/decisions/015 "Screens"): success, error, warning and info, shown on the showToast window event,
// closing after 3 s. They live in a manual popover, re-shown for each toast, so they stand above an open modal dialog
// in the top layer. They stand below the 4rem header, so the wallet balance and Logout stay in sight and in reach.

import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@shared/constants';
import { useWindowEvent, type ToastType } from '@/lib/window-events';

interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

const STYLES: Record<ToastType, string> = {
  success: 'border-emerald-500 bg-emerald-50 text-emerald-900',
  error: 'border-red-500 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  info: 'border-brand-500 bg-brand-50 text-brand-900',
};

let nextId = 1;

export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const region = useRef<HTMLDivElement>(null);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  useWindowEvent('showToast', (detail) => {
    if (!detail?.message) return;
    const toast = { id: nextId++, message: detail.message, type: detail.type ?? 'info' };
    setToasts((current) => [...current, toast]);
    window.setTimeout(() => dismiss(toast.id), detail.duration ?? TOAST_DURATION_MS);
  });

  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== 'function') return;
    if (element.matches(':popover-open')) element.hidePopover();
    if (newest !== undefined) element.showPopover();
  }, [newest]);

  return (
    // Errors and warnings interrupt a screen reader; success and info wait their turn.
    <div
      ref={region}
      popover="manual"
      className="pointer-events-none fixed inset-x-0 top-20 bottom-auto m-0 flex w-auto flex-col items-center gap-2 overflow-visible border-0 bg-transparent px-4 sm:items-end"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
          data-toast={toast.type}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm font-medium shadow-lg ${STYLES[toast.type]}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button type="button" onClick={() => dismiss(toast.id)} className="-my-1 rounded px-1 text-lg leading-none opacity-70 hover:opacity-100">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ))}
    </div>
  );
}

// The spec's window events (docs/decisions/015 "Screens"): any code may open the sign-in dialogs or show a toast
// without importing them.

import { useEffect, useRef } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface WindowEventDetails {
  /** May carry where to go once signed in instead of the member's home. */
  openLoginModal: { returnTo?: string } | undefined;
  openRegisterModal: { returnTo?: string } | undefined;
  /** May carry an email address to prefill. */
  openForgotPasswordModal: { email?: string } | undefined;
  /** `duration` in ms; TOAST_DURATION_MS when left out. */
  showToast: { message: string; type: ToastType; duration?: number };
}

export type WindowEventName = keyof WindowEventDetails;

export function dispatchWindowEvent<N extends WindowEventName>(name: N, detail?: WindowEventDetails[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function showToast(message: string, type: ToastType = 'info'): void {
  dispatchWindowEvent('showToast', { message, type });
}

/** Calls `handler` for each `name` event on window while mounted; the latest handler is always the one called. */
export function useWindowEvent<N extends WindowEventName>(
  name: N,
  handler: (detail: WindowEventDetails[N]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<WindowEventDetails[N]>).detail);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}

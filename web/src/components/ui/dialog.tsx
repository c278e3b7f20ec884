// An accessible modal dialog on the native <dialog>: showModal() makes the page inert and Tab cycles inside,
// Escape and the close button call onClose; it opens on the control marked `data-autofocus` (else the first one) and,
// closed or unmounted, hands focus back to the control that opened it; the content mounts only while open.

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes back to the first, Shift+Tab from the first to the last: focus never leaves. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Toasts live in a popover of the top layer: one shown before this dialog opened is raised above it again. */
function raiseOpenPopovers(): void {
  if (typeof HTMLElement.prototype.showPopover !== 'function') return;
  for (const element of document.querySelectorAll<HTMLElement>('[popover]')) {
    if (!element.matches(':popover-open')) continue;
    element.hidePopover();
    element.showPopover();
  }
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** `drawer` slides in from the left edge (the member and admin menus on small screens). */
  variant?: 'centered' | 'drawer';
  children: ReactNode;
}

const VARIANTS = {
  centered:
    'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-6 shadow-2xl backdrop:bg-slate-950/60 sm:p-8',
  drawer: 'my-0 mr-auto ml-0 h-dvh max-h-dvh w-72 max-w-[85vw] p-0 shadow-2xl backdrop:bg-slate-950/60',
} as const;

/** The focused element, none while prerendering. */
const focused = () => (typeof document === 'undefined' ? null : document.activeElement);

export function Dialog({ open, onClose, title, description, variant = 'centered', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // The control that opened it, read while rendering the opening: by the effect, a control hidden by that same render
  // (the order dialog's Show button) has already lost the focus.
  const [opener, setOpener] = useState<Element | null>(() => (open ? focused() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focused());
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Most dialogs are unmounted rather than closed, which the browser's own focus return does not cover.
    if (!dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      raiseOpenPopovers();
    }
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, opener]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`bg-white text-slate-900 ${VARIANTS[variant]}`}
      onCancel={(event) => {
        // Escape: let React state close the dialog, so it cannot get out of step with `open`.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
      onMouseDown={(event) => {
        // A press on the backdrop: the target is the dialog itself, at a point outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) onClose();
      }}
    >
      {open && (
        <div className={variant === 'drawer' ? 'flex h-full flex-col' : undefined}>
          <div className={`flex items-start justify-between gap-4 ${variant === 'drawer' ? 'border-b border-slate-200 p-4' : ''}`}>
            <h2 id={titleId} className="text-xl font-bold tracking-tight">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <span className="sr-only">Close</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="mt-2 text-sm leading-6 text-slate-600">
              {description}
            </div>
          )}
          <div className={variant === 'drawer' ? 'flex-1 overflow-y-auto p-4' : 'mt-6'}>{children}</div>
        </div>
      )}
    </dialog>
  );
}

// Copies a value to the clipboard and says so with the spec's toast 'Copied to clipboard!'
// (docs/decisions/015 "Messages").

import { LABELS, MESSAGES } from '@shared/messages';
import { showToast } from '@/lib/window-events';

interface CopyButtonProps {
  value: string;
  /** The visible text: 'Copy' unless the spec names it ('Copy number'). */
  label?: string;
  /** What a screen reader hears is copied: the value itself unless named ('order ID'). */
  subject?: string;
}

export function CopyButton({ value, label = LABELS.copy, subject = value }: CopyButtonProps) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => showToast(MESSAGES.copied, 'success'),
      (error: unknown) => console.error(error),
    );
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {label}
      <span className="sr-only"> {subject}</span>
    </button>
  );
}

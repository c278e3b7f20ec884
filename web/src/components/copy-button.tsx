// Copies a value to the clipboard and says so with the spec's toast, 'Copied to clipboard!'.

import { LABELS, MESSAGES } from '../../../shared/messages';
import { showToast } from '../lib/window-events';

export function CopyButton({ value, label = LABELS.copy }: { value: string; label?: string }) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => showToast(MESSAGES.copied, 'success'),
      (error: unknown) => console.error(error),
    );
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {label}
      <span className="sr-only"> {value}</span>
    </button>
  );
}

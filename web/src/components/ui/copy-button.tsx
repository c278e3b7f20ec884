// Copies a value to the clipboard and says so with the spec's toast 'Copied to clipboard!' (spec 000 §8).

import { MESSAGES } from '../../../../shared/messages';
import { showToast } from '../../lib/window-events';

export function CopyButton({ value, label }: { value: string; label: string }) {
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
      Copy<span className="sr-only"> {label}</span>
    </button>
  );
}

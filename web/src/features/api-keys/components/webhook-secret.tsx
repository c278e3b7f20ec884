// A webhook's new signing secret, shown once with Copy (docs/decisions/024): it is never listed again.

import { CopyButton } from '@/components/ui/copy-button';

export function WebhookSecret({ secret }: { secret: string }) {
  return (
    <div className="space-y-2">
      <p
        role="alert"
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      >
        Copy this signing secret now: you will not see it again. Check each webhook's X-Webhook-Signature with it.
      </p>
      <div className="flex items-center gap-2 rounded-lg bg-slate-950 p-3">
        <code aria-label="Webhook secret" className="min-w-0 flex-1 font-mono text-sm break-all text-slate-100">
          {secret}
        </code>
        <span className="rounded-md bg-white">
          <CopyButton value={secret} subject="webhook secret" />
        </span>
      </div>
    </div>
  );
}

// The key just created, in full, this once: Copy, and a plain warning that it will not be shown again.

import { MESSAGES } from '@shared/messages';
import type { CreateApiKeyResponse } from '@shared/schemas/api-keys';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';

export function NewApiKeyDialog({ apiKey, onClose }: { apiKey: CreateApiKeyResponse['api_key']; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="Your new API key" description={apiKey.name}>
      <div className="space-y-4">
        <p
          role="alert"
          className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {MESSAGES.apiKeyShownOnce}
        </p>
        <div className="flex items-center gap-2 rounded-lg bg-slate-950 p-3">
          <code aria-label="API key" className="min-w-0 flex-1 font-mono text-sm break-all text-slate-100">
            {apiKey.key}
          </code>
          <span className="rounded-md bg-white">
            <CopyButton value={apiKey.key} subject="API key" />
          </span>
        </div>
        <Button onClick={onClose} className="w-full">
          I have copied it
        </Button>
      </div>
    </Dialog>
  );
}

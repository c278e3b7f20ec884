// Saving a key's webhook, as the API Keys screen and the API integration page both do: sets its URL and format, keeps
// the new signing secret to show once, and reads the keys again.

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookFormat } from '@shared/schemas/api-keys';
import { apiKeysQuery } from './api/queries';
import { setWebhookUrl } from './api/set-webhook';

export function useWebhookSave() {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  /** Resolves once the secret is shown; the keys are read again in the background. */
  const save = async (keyId: string, url: string, format: WebhookFormat) => {
    setSecret(await setWebhookUrl(keyId, url, format));
    void queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
  };
  return { secret, save };
}

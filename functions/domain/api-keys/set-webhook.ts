// A key's webhook: one URL per key, checked, stored with a new signing secret that is answered once
// (docs/decisions/024 "Webhooks to customers").

import { MESSAGES } from '../../../shared/messages.js';
import type { WebhookFormat } from '../../../shared/schemas/api-keys.js';
import { AppError } from '../errors.js';
import { generateWebhookSecret } from '../webhooks/webhook-signature.js';
import { checkWebhookUrl, type WebhookTargets } from '../webhooks/webhook-url.js';
import type { ApiKey } from './api-key.js';
import type { ApiKeyDeps } from './api-key-deps.js';

/** Sets `key`'s webhook URL and format and answers its new secret. */
export async function setWebhook(
  deps: Pick<ApiKeyDeps, 'apiKeys'> & { webhookTargets: WebhookTargets },
  key: ApiKey,
  url: string,
  format: WebhookFormat,
): Promise<string> {
  await checkWebhookUrl(deps.webhookTargets, url);
  const secret = generateWebhookSecret();
  if (!(await deps.apiKeys.setWebhook(key, url, secret, format))) throw new AppError('notFound', MESSAGES.apiKeyNotFound);
  return secret;
}

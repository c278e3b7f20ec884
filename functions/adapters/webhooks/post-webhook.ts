// Sends one customer webhook: a POST that gets the time it is given to answer and does not follow redirects
// (docs/decisions/024).

import type { WebhookPoster } from '../../domain/webhooks/webhook-deps.js';

export const postWebhook: WebhookPoster = async (url, body, headers, timeoutMs) => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
};

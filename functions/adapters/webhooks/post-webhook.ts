// Sends one customer webhook: a POST that gets 10 s to answer and does not follow redirects (docs/decisions/024).

import type { WebhookPoster } from '../../domain/webhooks/webhook-deps.js';

const TIMEOUT_MS = 10_000;

export const postWebhook: WebhookPoster = async (url, body, headers) => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
};

// Sends one customer webhook: a POST to the address that passed the target check, that gets the time it is given to
// answer and does not follow redirects (docs/decisions/024).

import type { LookupAddress, LookupAllOptions, LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { WebhookPoster } from '../../domain/webhooks/webhook-deps.js';
import { addressProblem, type WebhookTargets } from '../../domain/webhooks/webhook-url.js';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A socket `lookup` that resolves the name once more, refuses the connection unless every address found passes the
 * check, and hands the socket exactly those addresses, so what is connected to is what was checked (a name that
 * answers a public address to the check and an internal one afterwards is caught here). TLS still verifies the
 * certificate against the host name, as the request keeps it as `servername`.
 */
function checkedLookup(targets: WebhookTargets) {
  return (hostname: string, options: LookupOptions | LookupAllOptions, callback: LookupCallback) => {
    targets
      .addresses(hostname)
      .then((addresses) => {
        const problem =
          addresses.length === 0
            ? `${hostname} could not be found`
            : addresses.map((a) => addressProblem(targets, a)).find(Boolean);
        if (problem) return callback(Object.assign(new Error(problem), { code: 'EWEBHOOKTARGET' }), '');
        const found = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        if (options.all) return callback(null, found);
        return callback(null, found[0]!.address, found[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}

/** The webhook sender for these targets: the status code of the answer, or null when none came in `timeoutMs`. */
export function createWebhookPoster(targets: WebhookTargets): WebhookPoster {
  const lookup = checkedLookup(targets);
  return (url, body, headers, timeoutMs) =>
    new Promise((resolve) => {
      const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          lookup,
          signal: AbortSignal.timeout(timeoutMs),
        },
        (response) => {
          resolve(response.statusCode ?? null);
          response.destroy();
        },
      );
      request.on('error', () => resolve(null));
      request.end(body);
    });
}

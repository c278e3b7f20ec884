// Where a customer's webhook may point (docs/decisions/024 "Webhooks to customers"): https to a public address in
// AWS; locally, http to this machine too. Checked when the URL is set and again before each send.

import ipaddr from 'ipaddr.js';
import { AppError } from '../errors.js';
import { isGlobalUnicast } from './global-address.js';

export interface WebhookTargets {
  /** Locally only: http, and loopback addresses, are allowed so a receiver on this machine can be used. */
  allowLocalHttp: boolean;
  /** The addresses a host name resolves to (an address literal resolves to itself). */
  addresses(host: string): Promise<string[]>;
}

/** Why `url` may not be used, or null when it may. */
export async function webhookUrlProblem(targets: WebhookTargets, url: string): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The webhook URL must be a full URL, e.g. https://example.com/webhooks/sms.';
  }
  const local = targets.allowLocalHttp;
  if (parsed.protocol !== 'https:' && !(local && parsed.protocol === 'http:')) {
    return 'The webhook URL must start with https://.';
  }
  if (parsed.username || parsed.password) return 'The webhook URL may not carry a user name or password.';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = await targets.addresses(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return `The webhook URL's host ${host} could not be found.`;
  for (const address of addresses) {
    const problem = addressProblem(targets, address);
    if (problem) return problem;
  }
  return null;
}

/**
 * Why a webhook may not connect to `address`, or null when it may. The sender applies it again to the address it
 * connects to, so a name that resolves elsewhere after the check is still refused.
 */
export function addressProblem(targets: Pick<WebhookTargets, 'allowLocalHttp'>, address: string): string | null {
  if (isGlobalUnicast(address)) return null;
  if (targets.allowLocalHttp && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback') return null;
  return `The webhook URL may not point at a private, loopback or link-local address (${address}).`;
}

/** Refuses a URL that may not be used with a 400 saying why. */
export async function checkWebhookUrl(targets: WebhookTargets, url: string): Promise<void> {
  const problem = await webhookUrlProblem(targets, url);
  if (problem) throw new AppError('validation', problem);
}

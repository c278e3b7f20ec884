// The SMS supplier's request signature (docs/decisions/014 "Twilio inbound SMS"): X-Twilio-Signature, base64 HMAC-SHA1
// of URL and sorted params.

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature Twilio sends for a POST to `url` with these form parameters: the URL, then every parameter
 * sorted by name as name followed by value (a repeated name: its distinct values sorted, as Twilio's own library
 * does), keyed with the auth token.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const byName = new Map<string, Set<string>>();
  for (const [name, value] of params) byName.set(name, (byName.get(name) ?? new Set()).add(value));
  let data = url;
  for (const name of [...byName.keys()].sort()) {
    for (const value of [...byName.get(name)!].sort()) data += name + value;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Compares in constant time, so a forger learns nothing from how long the check takes. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string,
  url: string,
  params: URLSearchParams,
): boolean {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

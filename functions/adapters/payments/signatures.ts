// The providers' signatures (docs/decisions/014 "CoinPayments API", "CoinPayments IPN", "NOWPayments IPN"):
// CoinPayments HMAC-SHA512 over the raw body; NOWPayments HMAC-SHA512 over the body's JSON with keys sorted
// recursively. Compared in constant time.

import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha512Hex(key: string, data: string | Buffer): string {
  return createHmac('sha512', key).update(data).digest('hex');
}

/** Constant-time comparison of two hex signatures; false for anything malformed. */
export function sameHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** CoinPayments: the `HMAC` header of API calls and IPNs. */
export function coinPaymentsSignature(key: string, rawBody: string | Buffer): string {
  return hmacSha512Hex(key, rawBody);
}

export function verifyCoinPaymentsSignature(
  secret: string,
  rawBody: string | Buffer,
  header: string | undefined,
): boolean {
  return sameHex(coinPaymentsSignature(secret, rawBody), header);
}

/** JSON with every object's keys sorted, nested ones too (NOWPayments' signing form). */
export function sortedJson(value: unknown): string {
  const sort = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sort);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item as object)
          .sort()
          .map((key) => [key, sort((item as Record<string, unknown>)[key])]),
      );
    }
    return item;
  };
  return JSON.stringify(sort(value));
}

/** NOWPayments: the `x-nowpayments-sig` header of IPNs. */
export function nowPaymentsSignature(secret: string, body: unknown): string {
  return hmacSha512Hex(secret, sortedJson(body));
}

export function verifyNowPaymentsSignature(secret: string, body: unknown, header: string | undefined): boolean {
  return sameHex(nowPaymentsSignature(secret, body), header);
}

// Per-client-address allowances for the calls anyone can make without an account (docs/decisions/010): an operation
// calls `limitByAddress(request, deps, name)` once its input is valid, before it does any work.

import { isIPv4 } from 'node:net';
import { ADDRESS_LIMITS, type AddressLimitName } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Dependencies } from '../../adapters/dependencies.js';
import { takeAllowance } from '../../domain/rate-limit/allowance.js';
import type { ApiRequest } from './request.js';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The /64 network of an IPv6 address: one subscriber gets a whole /64, so counting single addresses is no limit. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** What an address is counted as: an IPv4 address itself (also when IPv4-mapped), an IPv6 address its /64. */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(plain)?.[1];
  if (mapped) return mapped;
  return isIPv4(plain) || !plain.includes(':') ? plain : ipv6Network(plain.toLowerCase());
}

/** Counts the request against its address's allowance `name`; 429 with Retry-After once it is used up. */
export async function limitByAddress(request: ApiRequest, deps: Dependencies, name: AddressLimitName): Promise<void> {
  const { max, windowS } = ADDRESS_LIMITS[name];
  await takeAllowance(
    deps,
    `address#${name}#${addressKey(request.sourceIp)}`,
    { max: max * deps.addressLimitScale, windowS },
    (retryAfterS) => MESSAGES.tooManyRequests(Math.ceil(retryAfterS / 60)),
  );
}

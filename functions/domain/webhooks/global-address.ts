// Which IP addresses are global unicast, the only ones a customer's webhook may reach in AWS (docs/decisions/024).

import ipaddr from 'ipaddr.js';

/** ipaddr.js calls 'unicast' whatever it has no name for, so these IPv4 blocks it does not name are refused too. */
const V4_NOT_GLOBAL = ['198.18.0.0/15'].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

/** IPv6 global unicast is 2000::/3, less these blocks that are not reachable hosts on the internet. */
const V6_GLOBAL = ipaddr.IPv6.parseCIDR('2000::/3');
const V6_NOT_GLOBAL = ['2001::/23', '2001:db8::/32', '3fff::/20'].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/** IPv6 forms that carry an IPv4 address (NAT64, 6to4): global only when the address they carry is. */
const V6_CARRYING_V4: [ipaddr.IPv6, number, (address: ipaddr.IPv6) => number[]][] = [
  [...ipaddr.IPv6.parseCIDR('64:ff9b::/96'), (address) => address.toByteArray().slice(12, 16)],
  [...ipaddr.IPv6.parseCIDR('2002::/16'), (address) => address.toByteArray().slice(2, 6)],
];

function globalV4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast' && !V4_NOT_GLOBAL.some((range) => address.match(range));
}

function globalV6(address: ipaddr.IPv6): boolean {
  for (const [network, bits, carried] of V6_CARRYING_V4) {
    if (address.match(network, bits)) return globalV4(new ipaddr.IPv4(carried(address)));
  }
  return address.match(V6_GLOBAL) && !V6_NOT_GLOBAL.some((range) => address.match(range));
}

/** Whether `address` (IPv4, or IPv6 including its mapped and compatible forms) is global unicast. */
export function isGlobalUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.kind() === 'ipv4' ? globalV4(parsed as ipaddr.IPv4) : globalV6(parsed as ipaddr.IPv6);
}

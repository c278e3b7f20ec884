import { describe, expect, it } from 'vitest';
import { isGlobalUnicast } from '../../functions/domain/webhooks/global-address.js';
import { webhookUrlProblem } from '../../functions/domain/webhooks/webhook-url.js';

describe('only global unicast addresses may receive webhooks in AWS', () => {
  it.each([
    ['93.184.216.34', 'public IPv4'],
    ['8.8.8.8', 'public IPv4'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['::ffff:93.184.216.34', 'mapped public IPv4'],
    ['64:ff9b::5db8:d822', 'NAT64 of a public IPv4'],
    ['2002:5db8:d822::1', '6to4 of a public IPv4'],
  ])('accepts %s (%s)', (address) => {
    expect(isGlobalUnicast(address)).toBe(true);
  });

  it.each([
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local (instance metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.254', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::a00:1', 'IPv4-compatible private'],
    ['::5db8:d822', 'IPv4-compatible public (deprecated form)'],
    ['::ffff:127.0.0.1', 'mapped loopback'],
    ['::ffff:7f00:1', 'mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'mapped private'],
    ['::ffff:169.254.169.254', 'mapped link-local'],
    ['::ffff:0:a00:1', 'IPv4-translated private'],
    ['64:ff9b::a00:1', 'NAT64 of a private IPv4'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of instance metadata'],
    ['2002:a00:1::1', '6to4 of a private IPv4'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isGlobalUnicast(address)).toBe(false);
  });

  it('refuses a URL whose host answers any address that is not global unicast', async () => {
    const targets = {
      allowLocalHttp: false,
      addresses: async () => ['93.184.216.34', '::ffff:7f00:1'],
    };
    expect(await webhookUrlProblem(targets, 'https://hooks.example.com/')).toContain('private, loopback');
    expect(await webhookUrlProblem(targets, 'https://[::7f00:1]/')).toContain('private, loopback');
  });

  it('still allows only loopback, of all internal addresses, when running locally', async () => {
    const local = { allowLocalHttp: true, addresses: async (host: string) => [host] };
    expect(await webhookUrlProblem(local, 'http://[::ffff:127.0.0.1]:4000/')).toBeNull();
    expect(await webhookUrlProblem(local, 'http://198.18.0.1/')).toContain('private');
  });
});

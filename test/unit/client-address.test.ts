import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../functions/http/core/address-limit.js';
import { clientAddress } from '../../functions/http/core/client-address.js';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe("the client's address", () => {
  it("is the connection's where the functions are not behind CloudFront, whatever the headers claim", () => {
    expect(clientAddress(event('127.0.0.1', { 'cloudfront-viewer-address': '198.51.100.9:1234' }), 'socket')).toBe(
      '127.0.0.1',
    );
  });

  it('is the CloudFront-Viewer-Address without its port behind CloudFront, IPv4 and IPv6 alike', () => {
    const edge = '130.176.0.1';
    expect(clientAddress(event(edge, { 'cloudfront-viewer-address': '203.0.113.7:46532' }), 'cloudfront')).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(event(edge, { 'cloudfront-viewer-address': '2001:db8::1:46532' }), 'cloudfront')).toBe(
      '2001:db8::1',
    );
    expect(clientAddress(event(edge, { 'CloudFront-Viewer-Address': '2001:db8::1:46532' }), 'cloudfront')).toBe(
      '2001:db8::1',
    );
  });

  it('falls back to the connection when the header is missing or malformed', () => {
    for (const header of [undefined, '', 'nonsense', '203.0.113.7', '999.1.1.1:80', ':80']) {
      const headers: Record<string, string> = header === undefined ? {} : { 'cloudfront-viewer-address': header };
      expect(clientAddress(event('130.176.0.1', headers), 'cloudfront')).toBe('130.176.0.1');
    }
  });
});

describe('what an address is counted as', () => {
  it('counts an IPv4 address (also IPv4-mapped) by itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:DB8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:0000:0000:0000:0009')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

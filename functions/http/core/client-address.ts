// The client's address: the connection's locally, CloudFront's `CloudFront-Viewer-Address` in AWS (docs/decisions/010).

import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Settings } from '../../config.js';

type ClientAddressSource = Settings['CLIENT_ADDRESS_SOURCE'];

/**
 * The address the request came from. Behind CloudFront the connection is CloudFront's, so the viewer's address is
 * read from the header CloudFront sets (`ip:port`, IPv6 unbracketed: `2001:db8::1:46532`). Elsewhere that header is
 * whatever the caller typed, so it is ignored. A missing or malformed header falls back to the connection.
 */
export function clientAddress(event: APIGatewayProxyEventV2, source: ClientAddressSource): string {
  const socketAddress = event.requestContext?.http?.sourceIp ?? '';
  if (source !== 'cloudfront') return socketAddress;
  const header = Object.entries(event.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'cloudfront-viewer-address',
  )?.[1];
  const address = header?.slice(0, Math.max(0, header.lastIndexOf(':'))) ?? '';
  return isIP(address) ? address : socketAddress;
}

const PLACE_HEADERS = [
  'cloudfront-viewer-city',
  'cloudfront-viewer-country-region-name',
  'cloudfront-viewer-country',
] as const;

/**
 * Where the client is, roughly ("London, England, GB"), from the headers CloudFront adds from the viewer's address;
 * null elsewhere (locally, nothing tells it) and when CloudFront did not know.
 */
export function clientPlace(headers: Record<string, string>, source: ClientAddressSource): string | null {
  if (source !== 'cloudfront') return null;
  const parts = PLACE_HEADERS.map((name) =>
    (headers[name] ?? '')
      .replace(/[^\p{L}\p{N} .'-]/gu, '')
      .trim()
      .slice(0, 60),
  );
  const place = parts.filter(Boolean).join(', ');
  return place || null;
}

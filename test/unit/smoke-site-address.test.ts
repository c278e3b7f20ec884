// The smoke test's page checks against a built site on loopback: a site built for the address it was given passes, and
// one built for another address (another stage, the CloudFront address instead of the domain) fails, naming it.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CHECKS } from '../smoke/checks/site.js';
import { runSmoke } from '../smoke/smoke.js';

const ADDRESS_CHECK = 'canonical links, robots.txt and the sitemap name this address';

/** What `npm run build` writes for the given VITE_SITE_URL, on the paths the checks read. */
function builtSite(siteUrl: string): Record<string, { type: string; body: string }> {
  const html = (path: string, text: string) => ({
    type: 'text/html; charset=utf-8',
    body: `<html><head><link data-page-head="" rel="canonical" href="${siteUrl}${path}"/></head><body>${text}</body></html>`,
  });
  return {
    '/': html('/', 'Receive SMS verification codes on a UK number'),
    '/privacy-policy': html('/privacy-policy', 'Privacy Policy'),
    '/dashboard': { type: 'text/html', body: '<div id="root"></div>' },
    '/robots.txt': { type: 'text/plain', body: `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n` },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<urlset><url><loc>${siteUrl}/</loc></url><url><loc>${siteUrl}/privacy-policy</loc></url></urlset>`,
    },
  };
}

let server: http.Server;
let url: string;
/** The address the site being served was built for. */
let builtFor = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const file = builtSite(builtFor)[request.url ?? ''];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the smoke test’s page checks', () => {
  it('pass a site built for the address they were given', async () => {
    builtFor = url;
    const results = await runSmoke({ url: `${url}/`, checks: SITE_CHECKS });
    expect(results.filter((result) => result.outcome !== 'pass')).toEqual([]);
    expect(results.find((result) => result.name === ADDRESS_CHECK)?.detail).toBe(url);
  });

  it('fail a site built for another address, naming where it points', async () => {
    builtFor = 'https://d1234abcd.cloudfront.net';
    const results = await runSmoke({ url, checks: SITE_CHECKS });
    expect(results.find((result) => result.name === ADDRESS_CHECK)).toMatchObject({
      outcome: 'fail',
      detail: `/'s canonical link names https://d1234abcd.cloudfront.net, not ${url}: build with VITE_SITE_URL=${url}`,
    });
    // The pages themselves are there: only the address is wrong.
    expect(results.filter((result) => result.outcome === 'fail')).toHaveLength(1);
  });
});

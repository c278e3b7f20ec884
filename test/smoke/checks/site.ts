// The site's pages: the prerendered landing and legal pages, the SPA shell for a member's path, robots and sitemap.

import { expectStatus, SmokeFailure, type SmokeReply } from '../http.js';
import type { SmokeCheck } from '../check.js';

/** Text the built page carries; a different site, or an empty shell, does not. */
function expectPage(reply: SmokeReply, path: string, text: string): void {
  expectStatus(reply, 200, path);
  const type = reply.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) throw new SmokeFailure(`${path}: expected an HTML page, got ${type || 'no type'}`);
  if (!reply.text.includes(text)) throw new SmokeFailure(`${path}: the page lacks "${text}"`);
}

const page = (name: string, path: string, text: string): SmokeCheck => ({
  group: 'site',
  name,
  run: async ({ http }) => expectPage(await http.send(path), path, text),
});

export const SITE_CHECKS: readonly SmokeCheck[] = [
  page('the landing page is prerendered', '/', 'Receive SMS verification codes on a UK number'),
  page('the privacy policy is prerendered', '/privacy-policy', 'Privacy Policy'),
  // A member's path has no page of its own: it gets the SPA shell, whose script then draws it.
  page("a member's path gets the app", '/dashboard', '<div id="root">'),
  {
    group: 'site',
    name: 'robots.txt points to the sitemap, which lists the pages',
    run: async ({ http }) => {
      const robots = await http.send('/robots.txt');
      expectStatus(robots, 200, '/robots.txt');
      const sitemapUrl = /^Sitemap:\s*(\S+)/m.exec(robots.text)?.[1];
      if (!sitemapUrl) throw new SmokeFailure('/robots.txt names no sitemap');
      const sitemap = await http.send('/sitemap.xml');
      expectStatus(sitemap, 200, '/sitemap.xml');
      const pages = sitemap.text.match(/<loc>/g)?.length ?? 0;
      if (pages === 0) throw new SmokeFailure('/sitemap.xml lists no page');
      // The build's VITE_SITE_URL: a stage built for another domain points search engines there.
      return `${pages} pages, sitemap at ${sitemapUrl}`;
    },
  },
];

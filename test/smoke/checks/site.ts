// The site's pages: the prerendered landing and legal pages, the SPA shell for a member's path, robots and sitemap,
// and that the build named this address (canonical links, robots.txt, sitemap) rather than another stage's or domain's.

import { expectStatus, SmokeFailure, type SmokeReply } from '../http.js';
import type { SmokeCheck } from '../check.js';

/** Text the built page carries; a different site, or an empty shell, does not. */
function expectPage(reply: SmokeReply, path: string, text: string): void {
  expectStatus(reply, 200, path);
  const type = reply.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) throw new SmokeFailure(`${path}: expected an HTML page, got ${type || 'no type'}`);
  if (!reply.text.includes(text)) throw new SmokeFailure(`${path}: the page lacks "${text}"`);
}

/** The pages whose canonical link is checked: the landing page and a legal page. */
const CANONICAL_PAGES = ['/', '/privacy-policy'];

/**
 * The address the build wrote (its VITE_SITE_URL) must be the one checked: a site built for another address sends
 * search engines and shared links there (docs/decisions/054).
 */
function expectThisSite(url: string | undefined, origin: string, where: string): void {
  if (url === undefined) throw new SmokeFailure(`${where} names no address`);
  const named = URL.canParse(url) ? new URL(url).origin : url;
  if (named !== origin)
    throw new SmokeFailure(`${where} names ${named}, not ${origin}: build with VITE_SITE_URL=${origin}`);
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
      return `${pages} pages, sitemap at ${sitemapUrl}`;
    },
  },
  {
    group: 'site',
    name: 'canonical links, robots.txt and the sitemap name this address',
    run: async ({ http }) => {
      for (const path of CANONICAL_PAGES) {
        const reply = await http.send(path);
        expectStatus(reply, 200, path);
        const link = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(reply.text)?.[0];
        expectThisSite(link && /\bhref="([^"]*)"/.exec(link)?.[1], http.origin, `${path}'s canonical link`);
      }
      const robots = await http.send('/robots.txt');
      expectStatus(robots, 200, '/robots.txt');
      expectThisSite(/^Sitemap:\s*(\S+)/m.exec(robots.text)?.[1], http.origin, "/robots.txt's Sitemap line");
      const sitemap = await http.send('/sitemap.xml');
      expectStatus(sitemap, 200, '/sitemap.xml');
      const locations = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      if (locations.length === 0) throw new SmokeFailure('/sitemap.xml lists no page');
      for (const location of locations) expectThisSite(location, http.origin, `/sitemap.xml's <loc>${location}</loc>`);
      return http.origin;
    },
  },
];

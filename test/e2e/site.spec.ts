// The public site: every public route prerendered with its title, canonical and content; private paths noindex.

import { expect, test } from '@playwright/test';

const PUBLIC_ROUTES = [
  {
    path: '/',
    title: /UK \+44 Numbers for SMS Verification/,
    heading: 'Receive SMS verification codes on a UK number',
  },
  { path: '/api-integration', title: /SMS Verification API/, heading: 'SMS verification API' },
  { path: '/reseller-api', title: /Reseller Programme/, heading: 'Resell UK verification numbers' },
  { path: '/contact', title: /Contact Us/, heading: 'Get in touch' },
  { path: '/status', title: /Service Status/, heading: 'All systems operational' },
  { path: '/refund-policy', title: /Refund Policy/, heading: 'Refund Policy' },
  { path: '/privacy-policy', title: /Privacy Policy/, heading: 'Privacy Policy' },
  { path: '/terms-of-service', title: /Terms of Service/, heading: 'Terms of Service' },
  { path: '/cookie-policy', title: /Cookie Policy/, heading: 'Cookie Policy' },
];

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} renders with its title, canonical and social tags, and no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The counters' endpoint is not implemented yet (501): the page falls back to the spec's defaults.
      if (message.type() === 'error' && !message.text().includes('501')) errors.push(message.text());
    });
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${route.path.replace('/', '\\/')}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('head title')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('the prerendered HTML carries the content and tags without JavaScript', async ({ request }) => {
  const pages = [
    { path: '/', text: 'All Other Services', title: 'UK \\+44 Numbers for SMS Verification' },
    { path: '/api-integration', text: 'sms.received', title: 'SMS Verification API' },
    { path: '/terms-of-service', text: 'limited to the amount you paid', title: 'Terms of Service' },
  ];
  for (const { path, text, title } of pages) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(text);
    expect(html).toMatch(new RegExp(`<title[^>]*>[^<]*${title}`));
    expect(html).toMatch(/<link[^>]*rel="canonical"/);
    expect(html).toMatch(/<meta[^>]*property="og:image"/);
  }
  const terms = await (await request.get('/terms-of-service')).text();
  expect(terms).not.toContain('name="keywords"');
});

test('robots.txt and sitemap.xml list the public routes only', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>/g)).toHaveLength(PUBLIC_ROUTES.length);
  expect(sitemap).not.toContain('/dashboard');
});

test('an unknown path answers 404 with the private-area title and noindex', async ({ page, request }) => {
  expect((await request.get('/leases/7/inbox')).status()).toBe(200);
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page).toHaveTitle(/Private User Area/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the legal pages show today as Last updated, and have no keywords', async ({ page }) => {
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
  );
  await page.goto('/privacy-policy');
  await expect(page.getByText(`Last updated: ${today}`, { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);
  await page.goto('/refund-policy');
  await expect(page.getByText('processed in 5-10 business days')).toBeVisible();
});

test('scrolls to the top on a path change', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the status page's subscribe box and the webhook setup give the spec's messages", async ({ page }) => {
  await page.goto('/status');
  await expect(page.getByText(/Last updated: \d{2}:\d{2}:\d{2}/)).toBeVisible();
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await subscribe.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email address' })).toBeVisible();
  await page.getByLabel('Email address').fill('ann.example.com');
  await subscribe.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
  await page.getByLabel('Email address').fill('ann@example.com');
  await subscribe.click();
  await expect(page.getByRole('status').filter({ hasText: 'Email saved and subscribed successfully!' })).toBeVisible();

  await page.goto('/api-integration');
  // The page is prerendered: its form answers once hydrated, when the API reference loads after it.
  await expect(page.getByRole('heading', { level: 2, name: 'API reference' })).toBeVisible();
  const setUp = page.getByRole('button', { name: 'Set Up Webhook' });
  await setUp.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a webhook URL' })).toBeVisible();
  await page.getByLabel('Webhook URL').fill('ftp://example.com');
  await setUp.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid URL starting with http:// or https://' }),
  ).toBeVisible();
  await page.getByLabel('Webhook URL').fill('https://example.com/hook');
  await setUp.click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook setup completed successfully!' })).toBeVisible();
});

test('the landing page fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

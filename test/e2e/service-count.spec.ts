// Every count of services the public site states is the catalogue's own: the landing page, its prerendered HTML and
// every other public page, and it matches what the service grid and the picker offer.

import { expect, test } from '@playwright/test';
import { NAMED_SERVICE_COUNT } from '../../shared/catalogue';

/** "85+ services", "59 services", "over 50 apps": a stated count of services. */
const STATED_COUNT = /(\d+)\s*\+?\s*(?:services|apps|platforms|websites)/gi;

function statedCounts(text: string): number[] {
  return [...text.matchAll(STATED_COUNT)].map((match) => Number(match[1]));
}

test('the landing page states the number of services the catalogue has', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `${NAMED_SERVICE_COUNT} services`, exact: true })).toBeVisible();
  expect(statedCounts(await page.locator('body').innerText())).toEqual([NAMED_SERVICE_COUNT]);

  // The grid's tiles and the picker's list together offer that many named services.
  const panel = page.locator('#sms-panel');
  const tiles = await panel.locator('ul button[aria-pressed]').count();
  await panel.getByRole('button', { name: 'All Other Services' }).click();
  const picker = page.getByRole('dialog', { name: 'All Other Services' });
  // 'Other' stands for any service, not one more.
  const others = await picker
    .getByRole('listitem')
    .getByRole('button')
    .filter({ hasNot: page.getByText('Other', { exact: true }) })
    .count();
  expect(tiles + others).toBe(NAMED_SERVICE_COUNT);
});

test('no public page, prerendered or its description, states another count of services', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const count of statedCounts(html)) expect(count, `${path} states ${count} services`).toBe(NAMED_SERVICE_COUNT);
  }
});

// The back office's sample screens (System Settings, API Management, Audit Logs) keep the spec's behaviour and say, near
// the top, that their data is sample data and that saving does nothing; seen at 390 and 1280 px.

import { expect, test } from '@playwright/test';
import { promoteToAdmin, registerThroughDialog, uniqueEmail } from './support';

const SHOTS = '/tmp/offpath-shots';

test('System Settings, API Management and Audit Logs say their data is sample data and saving does nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('sample-admin');
  await registerThroughDialog(page, email, 'Sample Admin');
  await promoteToAdmin(page.request, email);
  for (const [path, name, says] of [
    ['/admin/settings', 'settings', /Save Settings stores nothing/],
    ['/admin/api', 'api', /saves nothing/],
    ['/admin/logs', 'logs', /nothing here is logged or exported/],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const notice = page.getByRole('note').filter({ hasText: 'Sample data.' });
    await expect(notice).toContainText('Sample data.');
    await expect(notice).toContainText(says);
    // Near the top: right under the heading, above the fold on a phone too.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const box = (await notice.boundingBox())!;
    expect(box.y - (heading!.y + heading!.height)).toBeLessThan(120);
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(notice).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  }
  // Saving still answers as the spec says, and still changes nothing.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
});

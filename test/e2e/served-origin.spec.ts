// The developer examples name the address the site was served from, not the build's default (http://localhost:3000):
// the browser suite serves on another port, so an example built into the bundle would show the wrong one.

import { expect, test } from '@playwright/test';
import { registerThroughDialog, uniqueEmail } from './support';

test("the API Keys page's documentation and the API documentation's examples use the origin the page came from", async ({
  page,
  baseURL,
}) => {
  expect(baseURL).not.toBe('http://localhost:3000');
  await registerThroughDialog(page, uniqueEmail('origin'));
  await page.goto('/api-keys');
  const example = page.getByRole('figure', { name: 'Order a number' });
  await expect(example).toContainText(`curl -X POST ${baseURL}/api/v1/orders`);

  // The public page is prerendered with the build's origin; once hydrated it shows the one it was served from.
  await page.goto('/api-integration');
  await expect(page.getByRole('figure', { name: 'Example request' })).toContainText(
    `curl -X POST ${baseURL}/api/v1/orders`,
  );
  await expect(page.getByRole('figure', { name: 'sms-activate-client.mjs' })).toContainText(baseURL!);
  await expect(page.getByText(`${baseURL}/stubs/handler_api.php`)).toBeVisible();
  await expect(page.getByText('localhost:3000')).toHaveCount(0);
});

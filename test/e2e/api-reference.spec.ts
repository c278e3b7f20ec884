// The /api-integration page's API reference: rendered after hydration from the OpenAPI document the API serves, beside
// the spec's documentation, on a phone and on a desktop.

import { expect, test } from '@playwright/test';

for (const width of [390, 1280]) {
  test(`/api-integration shows the reference of the real operations at ${width} px, with no console error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api-integration');

    // The spec's documentation is there as before.
    await expect(page.getByRole('heading', { level: 1, name: 'SMS verification API' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();

    const reference = page.getByRole('region', { name: 'API reference' });
    const createOrder = reference.getByRole('article', { name: 'POST /orders', exact: true });
    await expect(createOrder).toBeVisible();
    await expect(createOrder).toContainText('Buy a one-time UK number for a service');
    await expect(createOrder).toContainText('country "GB" required');
    await expect(createOrder).toContainText('402 SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE');
    await expect(reference.getByRole('article', { name: 'GET /orders/{id}/code' })).toContainText('id (path)');
    await expect(reference.getByRole('article', { name: 'POST /number/purchase' })).toBeVisible();
    await expect(reference.getByRole('article', { name: 'GET /leases/{id}/messages' })).toBeVisible();
    await expect(reference.getByRole('article', { name: 'POST /leases/{id}/renew' })).toContainText('Idempotency-Key');
    // Every operation with a key: the eleven of record 024, the four lists of record 031 and record 062's renewal.
    await expect(reference.getByRole('article')).toHaveCount(16);

    await page.screenshot({ path: `/tmp/api-docs/api-integration-${width}.png`, fullPage: true });
    await reference.scrollIntoViewIfNeeded();
    await createOrder.screenshot({ path: `/tmp/api-docs/create-order-${width}.png` });
    await reference
      .getByRole('article', { name: 'POST /sms/order' })
      .screenshot({ path: `/tmp/api-docs/sms-order-${width}.png` });
    await page.getByRole('heading', { level: 2, name: 'API reference' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/api-docs/reference-top-${width}.png` });
    expect(errors).toEqual([]);
  });
}

test('the prerendered /api-integration page does not carry the reference: it loads after hydration', async ({
  request,
}) => {
  const html = await (await request.get('/api-integration')).text();
  expect(html).toContain('sms.received');
  expect(html).not.toContain('Buy a one-time UK number for a service');
});

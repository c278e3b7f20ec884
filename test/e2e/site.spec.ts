import { expect, test } from '@playwright/test';

test('the landing page shows the offers and the live service catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/UK SMS Numbers/);
  await expect(page.getByText('$0.99').first()).toBeVisible();
  await expect(page.getByText('WhatsApp').first()).toBeVisible();
  await expect(page.getByText('$9.99').first()).toBeVisible();
});

test('an unknown path shows the not-found page, marked noindex', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a visitor who opens a member page is sent home', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

// Helpers of the browser suite: unique accounts, registering through the dialog, promoting with the ops command.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse 42';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers through the Get Started dialog and waits for the dashboard. */
export async function registerThroughDialog(page: Page, email: string, name = 'Test User'): Promise<void> {
  await page.goto('/');
  // On a phone the header's actions are in its menu.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** `npm run ops -- user:promote <email>` against the browser suite's running stack. */
export function promoteToAdmin(email: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'functions/local/ops.ts', 'user:promote', email], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: 'pipe',
  });
}

// Helpers of the browser suite: unique accounts, registering through the dialog, promoting with the ops command,
// funding a wallet, sending an SMS from the supplier simulator.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { createTableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { readRuntimeInfo } from '../../functions/local/runtime-file.js';

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

/** `npm run ops -- <args>` against the browser suite's running stack: what it printed and its exit code. */
export function runOps(...args: string[]): { stdout: string; code: number } {
  try {
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'functions/local/ops.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: 'pipe',
    });
    return { stdout: stdout.toString('utf8'), code: 0 };
  } catch (error) {
    const failed = error as { status: number; stdout: Buffer };
    return { stdout: failed.stdout.toString('utf8'), code: failed.status };
  }
}

/** Fills the header's Login dialog with the email and PASSWORD and sends it (a code step may follow). */
export async function logInThroughDialog(page: Page, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/**
 * `npm run ops -- user:promote <email>` against the browser suite's running stack, then `user:two-factor <email>`, as
 * every admin call needs two-factor on (docs/decisions/042); the two-factor secret, to compute sign-in codes.
 */
export function promoteToAdmin(email: string): string {
  const promoted = runOps('user:promote', email);
  if (promoted.code !== 0) throw new Error(`user:promote failed: ${promoted.stdout}`);
  const enrolled = runOps('user:two-factor', email);
  const secret = /Secret: (\S+)/.exec(enrolled.stdout)?.[1];
  if (enrolled.code !== 0 || !secret) throw new Error(`user:two-factor failed: ${enrolled.stdout}`);
  return secret;
}

/** Credits the logged-in member's wallet with a top-up in the ledger, as test set-up (there is no API for it). */
export async function fundMember(page: Page, cents: number): Promise<void> {
  const reply = await page.request.get('/php-backend/api/auth/me.php');
  const { user } = (await reply.json()) as { user: { id: string } };
  const runtime = readRuntimeInfo(process.env.E2E_DATA_DIR!);
  if (!runtime) throw new Error('The browser suite’s stack is not running');
  const table = createTableClient({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  const applied = await createWalletRepository(table).apply(
    [{ userId: user.id, kind: 'top_up', amountCents: cents, description: 'Test top-up', reference: `e2e:${user.id}` }],
    new Date(),
  );
  expect(applied).toBe('applied');
}

/** Sends an SMS from the supplier simulator's page, which posts the signed webhook. */
export async function sendFromSimulator(page: Page, to: string, body: string): Promise<void> {
  const simulator = await page.context().newPage();
  await simulator.goto('/_sim/sms/');
  await simulator.getByLabel('To').fill(to);
  await simulator.getByLabel('From').fill('WhatsApp');
  await simulator.getByLabel('Message').fill(body);
  await simulator.getByRole('button', { name: 'Send SMS' }).click();
  // A test id: the supplier simulator's page (functions/local) is a bare tool page with no roles or labels.
  await expect(simulator.getByTestId('sent')).toContainText('answered 200');
  await simulator.close();
}

/** A stat card's figure (the member dashboard's and the back office's), found by the card's label. */
export const statCard = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

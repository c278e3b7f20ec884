// Helpers of the browser suite: unique accounts, registering through the dialog, promoting with the ops command,
// funding a wallet, a member's and an anonymous buyer's first purchase, sending an SMS from the supplier simulator.

import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { currentTotpCode } from '../../functions/domain/auth/totp.js';
import { runningStack, stackTable } from '../support/running-stack.js';
import { opsProcess } from '../support/ops-process.js';
import { confirmPurchase, currentNumber } from './on-screen';

export const PASSWORD = 'correct horse 42';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

/** The emails the browser suite's SES emulator holds for `address`. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const { mailboxUrl } = runningStack(process.env.E2E_DATA_DIR!);
  const store = (await (await fetch(`${mailboxUrl}/store`)).json()) as { emails: Mail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address.toLowerCase()));
}

/** The newest confirmation link mailed to `address` whose subject starts so, once one has come (docs/decisions/053). */
export async function confirmationLink(address: string, subject = 'Confirm your email address'): Promise<string> {
  return emailedLink(address, subject, 'confirm_email');
}

/** The newest link with `?<param>=` mailed to `address` in an email whose subject starts so, once one has come. */
export async function emailedLink(address: string, subject: string, param: string): Promise<string> {
  const pattern = new RegExp(`(http\\S+${param}=\\S+)`);
  const links = async () =>
    (await mailsTo(address))
      .filter((mail) => mail.subject.startsWith(subject))
      .map((mail) => pattern.exec(mail.body.text)?.[1])
      .filter((link): link is string => link !== undefined);
  // The outbox sends a moment later; under the whole suite's load, some seconds.
  await expect.poll(async () => (await links()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return (await links()).at(-1)!;
}

/**
 * Registers through the Get Started dialog and waits for the dashboard. Unless `confirmed` is false, the address is
 * then confirmed by the link mailed to it, posted from the page as the link's dialog posts it, and the page reloaded:
 * a journey not about confirmation sees a member whose emails flow (docs/decisions/053).
 */
export async function registerThroughDialog(
  page: Page,
  email: string,
  name = 'Test User',
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<void> {
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
  if (!confirmed) return;
  const token = new URL(await confirmationLink(email)).searchParams.get('confirm_email')!;
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/php-backend/api/auth/confirm-email.php', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    JSON.stringify({ token }),
  );
  expect(status).toBe(200);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Member area', includeHidden: true })).toBeAttached();
}

/** `npm run ops -- <args>` against the browser suite's running stack: what it printed and its exit code. */
export function runOps(...args: string[]): { stdout: string; code: number } {
  const { file, args: argv, options } = opsProcess(args, process.env.E2E_DATA_DIR);
  try {
    return { stdout: execFileSync(file, argv, { ...options, stdio: 'pipe' }).toString('utf8'), code: 0 };
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
 * every admin call needs two-factor on (docs/decisions/042); the two-factor secret, to compute sign-in codes. Turning
 * it on ends the member's sessions, which were signed in without a code (docs/decisions/050).
 */
export function enrolAdmin(email: string): string {
  const promoted = runOps('user:promote', email);
  if (promoted.code !== 0) throw new Error(`user:promote failed: ${promoted.stdout}`);
  const enrolled = runOps('user:two-factor', email);
  const secret = /Secret: (\S+)/.exec(enrolled.stdout)?.[1];
  if (enrolled.code !== 0 || !secret) throw new Error(`user:two-factor failed: ${enrolled.stdout}`);
  return secret;
}

/**
 * The stack's time: a code is checked against it, and the journeys that run alone move it (`/_sim/clock/`, days at a
 * time), so a code computed from this machine's time would be refused after them.
 */
async function stackTime(request: APIRequestContext): Promise<Date> {
  const reply = await request.get('/_sim/clock/api');
  expect(reply.ok()).toBe(true);
  return new Date(((await reply.json()) as { now: string }).now);
}

/**
 * The member of `email`, registered in a browser (`page.request`) or an API session, made an admin (`enrolAdmin`) and
 * signed in again there with the password and the current code, as every admin call needs (docs/decisions/050); the
 * two-factor secret.
 */
export async function promoteToAdmin(browser: APIRequestContext, email: string): Promise<string> {
  const secret = enrolAdmin(email);
  const code = currentTotpCode(secret, await stackTime(browser));
  const signedIn = await browser.post('/php-backend/api/auth/login.php', {
    data: { email, password: PASSWORD, code },
  });
  expect(signedIn.status()).toBe(200);
  return secret;
}

/** Credits the logged-in member's wallet with a top-up in the ledger, as test set-up (there is no API for it). */
export async function fundMember(page: Page, cents: number): Promise<void> {
  const reply = await page.request.get('/php-backend/api/auth/me.php');
  const { user } = (await reply.json()) as { user: { id: string } };
  const applied = await createWalletRepository(stackTable(process.env.E2E_DATA_DIR!)).apply(
    [{ userId: user.id, kind: 'top_up', amountCents: cents, description: 'Test top-up', reference: `e2e:${user.id}` }],
    new Date(),
  );
  expect(applied).toBe('applied');
}

/** A new member, funded with $20.00, who bought a one-time number of `service` on the member screens and confirmed it. */
export async function memberWithOneTimeNumber(page: Page, label: string, service = 'WhatsApp'): Promise<void> {
  await registerThroughDialog(page, uniqueEmail(label));
  await fundMember(page, 2_000);
  await page.goto('/one-time-sms');
  await page.getByRole('button', { name: new RegExp(`^${service}`) }).click();
  await page.getByRole('button', { name: /Get SMS/ }).click();
  await confirmPurchase(page);
  // Bought once the number shows: leaving the page before would abort the purchase.
  await expect(currentNumber(page)).toBeVisible({ timeout: 15_000 });
}

/** The landing page's SMS panel, on the tab named (or the one it opens on). */
export async function landingPanel(page: Page, tab?: string): Promise<Locator> {
  await page.goto('/');
  const panel = page.locator('#sms-panel');
  if (tab) await panel.getByRole('tab', { name: tab }).click();
  return panel;
}

/** The landing page's one-time SMS for a service, paid in crypto: the payment dialog. */
export async function openOneTimePayment(page: Page, service: string): Promise<Locator> {
  const panel = await landingPanel(page);
  await panel.getByRole('button', { name: new RegExp(service) }).click();
  await panel.getByRole('button', { name: 'Buy Now' }).click();
  return page.getByRole('dialog', { name: 'Pay with crypto' });
}

/** An anonymous buyer starts paying for a WhatsApp number from the landing page's panel: the simulator's checkout page. */
export async function anonymousCheckout(page: Page): Promise<Page> {
  const dialog = await openOneTimePayment(page, 'WhatsApp');
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Start Payment' }).click();
  return opened;
}

/**
 * An anonymous buyer starts paying for a WhatsApp lease from the landing page's panel, its codes forwarded to `email`:
 * the simulator's checkout page.
 */
export async function anonymousLeaseCheckout(page: Page, email: string): Promise<Page> {
  const panel = await landingPanel(page, '30-Day Lease');
  await panel.getByRole('button', { name: /WhatsApp/ }).click();
  await panel.getByRole('button', { name: 'Rent Anonymous' }).click();
  const where = page.getByRole('dialog', { name: 'Where should we forward your codes?' });
  await where.getByLabel('Email address').fill(email);
  await where.getByRole('button', { name: 'Continue to Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with crypto' });
  return paymentPageOpenedBy(page.context(), () => dialog.getByRole('button', { name: 'Start Payment' }).click());
}

/**
 * Chooses an outcome on a provider simulator's checkout page, then closes the tab once the page it was sent to has
 * loaded. Closed while that navigation was committing, Chromium acknowledged the close but never closed the tab, and
 * the close waited until the journey timed out (payouts.spec, anonymous-renewal.spec).
 */
export async function chooseAndLeave(checkout: Page, outcome: string): Promise<void> {
  await checkout.waitForLoadState();
  const sentOn = checkout.waitForEvent('load');
  await checkout.getByRole('button', { name: outcome }).click();
  await sentOn;
  await checkout.close();
}

/** Runs `start` and returns the payment page it opens in a new tab. */
export async function paymentPageOpenedBy(context: BrowserContext, start: () => Promise<void>): Promise<Page> {
  const opened = context.waitForEvent('page');
  await start();
  const checkout = await opened;
  await checkout.waitForLoadState();
  return checkout;
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

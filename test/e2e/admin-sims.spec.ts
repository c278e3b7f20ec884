// The back office's SIM stock in the browser: an admin adds a SIM with its QR image, sees it, expires, restores and
// deletes it; a member is sent away from the admin screens; the admin menu is a drawer on a phone.

import { expect, test, type Locator, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { luhnCheckDigit } from '../../shared/iccid.js';
import { MESSAGES } from '../../shared/messages.js';
import { promoteToAdmin, registerThroughDialog, uniqueEmail } from './support';

const SHOTS = '/tmp/admin-sims';

/** A new member made ADMIN; the next page load's session check reads the new role. */
async function loginAsNewAdmin(page: Page): Promise<void> {
  const email = uniqueEmail('sim-admin');
  await registerThroughDialog(page, email, 'Sim Admin');
  await promoteToAdmin(page.request, email);
  await page.goto('/admin');
  await expect(page.getByText('Super Admin')).toBeVisible();
}

function newSim() {
  const stamp = String(Date.now()).slice(-10);
  const payload = `89449${stamp}1234`;
  return {
    iccid: payload + luhnCheckDigit(payload),
    puk: stamp.slice(-8),
    phone: `+447700${stamp.slice(-6)}`,
    activation: `LPA:1$smdp.example.com$E2E-${stamp}`,
  };
}

/** Fills the Add SIM Card dialog with `sim` and a PNG upload named `name`. */
async function fillSim(dialog: Locator, sim: ReturnType<typeof newSim>, name: string, png: Buffer): Promise<void> {
  await dialog.getByLabel('ICCID').fill(sim.iccid);
  await dialog.getByLabel('PUK Code').fill(sim.puk);
  await dialog.getByLabel('Phone Number').fill(sim.phone);
  await dialog.getByLabel('QR Code (PNG)').setInputFiles({ name, mimeType: 'image/png', buffer: png });
}

test('an admin adds a SIM with its QR image, sees it, marks it expired, restores and deletes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsNewAdmin(page);
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'SIM Management' }).click();
  await expect(page.getByRole('heading', { name: 'SIM Management' })).toBeVisible();
  await expect(page.getByText('Total SIMs')).toBeVisible();

  const sim = newSim();
  await page.getByRole('button', { name: 'Add SIM Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SIM Card' });
  await expect(dialog.getByLabel('Price (cents)')).toHaveValue('2500');
  await fillSim(dialog, sim, 'esim-qr.png', await QRCode.toBuffer(sim.activation, { type: 'png', width: 240 }));
  await page.screenshot({ path: `${SHOTS}/add-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Add SIM Card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.simAdded })).toBeVisible();

  await page.getByLabel('Search by ICCID or PUK').fill(sim.puk);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: sim.iccid });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('STOCK');
  await expect(row).toContainText('£25.00');
  await page.screenshot({ path: `${SHOTS}/sim-list-1280.png`, fullPage: true });

  await row.getByRole('button', { name: /Mark SIM .* as expired/ }).click();
  await expect(row).toContainText('EXPIRED');
  await expect(row.getByRole('button', { name: /Delete SIM/ })).toHaveCount(0);
  await row.getByRole('button', { name: /Restore SIM/ }).click();
  await expect(row).toContainText('STOCK');

  await row.getByRole('button', { name: /Delete SIM/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete SIM card' });
  await expect(confirm).toContainText(MESSAGES.confirmDeleteSim);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: sim.iccid })).toHaveCount(0);
  await expect(page.getByText('No SIM cards found')).toBeVisible();
});

test('the upload is refused on the field when the PNG holds no eSIM code', async ({ page }) => {
  await loginAsNewAdmin(page);
  await page.goto('/admin/sim-cards');
  const sim = newSim();
  await page.getByRole('button', { name: 'Add SIM Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SIM Card' });
  await fillSim(dialog, sim, 'not-esim.png', await QRCode.toBuffer('https://example.com', { type: 'png' }));
  await dialog.getByRole('button', { name: 'Add SIM Card' }).click();
  await expect(dialog.getByText(MESSAGES.simQrUnreadable)).toBeVisible();
  await expect(dialog.getByLabel('QR Code (PNG)')).toHaveAttribute('aria-invalid', 'true');
});

test('a member is sent from the admin screens to /dashboard', async ({ page }) => {
  await registerThroughDialog(page, uniqueEmail('sim-member'));
  for (const path of ['/admin', '/admin/sim-cards', '/admin/logs']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('on a phone the admin menu is a drawer with the spec’s ten screens and Held Payments, and the sample screens show', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsNewAdmin(page);
  await page.goto('/admin/sim-cards');
  await expect(page.getByRole('heading', { name: 'SIM Management' })).toBeVisible();
  await expect(page.getByText('Super Admin')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'STOCK' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sim-list-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin area' });
  await expect(drawer.getByRole('link')).toHaveCount(11);
  await expect(drawer.getByRole('link', { name: 'Held Payments' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/drawer-390.png` });
  await drawer.getByRole('link', { name: 'Audit Logs' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Audit Logs' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.screenshot({ path: `${SHOTS}/logs-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'System Settings' }).click();
  await expect(page.getByLabel('SMS Rate ($)')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByLabel('SMS Rate ($)')).toHaveValue('0.89');
  await expect(page.getByLabel('SMS Rate ($)')).toHaveAttribute('step', '0.01');
  await page.screenshot({ path: `${SHOTS}/settings-1280.png` });
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'API Management' }).click();
  await expect(page.getByText('Total API Keys')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/api-1280.png`, fullPage: true });
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Audit Logs' }).click();
  await page.screenshot({ path: `${SHOTS}/logs-1280.png`, fullPage: true });
});

// @vitest-environment happy-dom
// The Profile screen: the six toggles read and saved under their server names; the Change Password dialog puts the
// server's refusal on its field; the Delete Account dialog states the balance, sends only the typed DELETE, then logs out.

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { NOTIFICATION_DEFAULTS } from '@shared/schemas/notification-settings';
import { SessionContext, type Session } from '@/lib/session';
import { answer, MEMBER } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { ProfilePage } from './profile-page';

useTestServer();

let sent: { path: string; method: string; body: unknown }[];
let logout: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    sent.push({ path: new URL(request.url).pathname, method: request.method, body: text ? JSON.parse(text) : null });
  });
  logout = vi.fn(async () => undefined);
});

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

async function renderProfile() {
  const session: Session = { status: 'authenticated', user: MEMBER, signIn: () => undefined, logout };
  renderWithApp(
    <SessionContext value={session}>
      <ProfilePage />
    </SessionContext>,
  );
  await screen.findByRole('switch', { name: /Order Updates/ });
}

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name: new RegExp(name) });
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) => act(async () => fireEvent.change(element, { target: { value } }));

describe('ProfilePage', () => {
  it("shows the server's settings and saves the toggles under their server names", async () => {
    server.use(
      answer('users.getNotificationSettings', () =>
        HttpResponse.json({ success: true, settings: { ...NOTIFICATION_DEFAULTS, lease_expiry: false } }),
      ),
    );
    await renderProfile();
    expect(toggle('Lease Expiry').checked).toBe(false);
    expect(toggle('SMS Notifications').checked).toBe(false);
    expect(toggle('Order Updates').checked).toBe(true);

    await click(toggle('Order Updates'));
    await click(toggle('Push Notifications'));
    await click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.notificationSettingsSaved)).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/php-backend/api/users/notification-settings.php',
        method: 'PUT',
        body: { ...NOTIFICATION_DEFAULTS, lease_expiry: false, order_updates: false, push: false },
      },
    ]);
  });

  it('offers no SMS notifications to an account without a phone number: off, disabled, with the reason', async () => {
    // Kept on before the rule: still shown off, and saved off.
    server.use(
      answer('users.getNotificationSettings', () =>
        HttpResponse.json({ success: true, settings: { ...NOTIFICATION_DEFAULTS, sms: true } }),
      ),
    );
    await renderProfile();
    const sms = toggle('SMS Notifications');
    expect(sms.checked).toBe(false);
    expect(sms.disabled).toBe(true);
    expect(document.getElementById(sms.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.smsNeedsPhone);
    await click(sms);
    expect(sms.checked).toBe(false);

    await click(toggle('Lease Expiry'));
    await click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.notificationSettingsSaved)).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/php-backend/api/users/notification-settings.php',
        method: 'PUT',
        body: { ...NOTIFICATION_DEFAULTS, lease_expiry: false, sms: false },
      },
    ]);
  });

  it("says 'Failed to save notification settings' when the save is refused without a message", async () => {
    server.use(answer('users.updateNotificationSettings', () => HttpResponse.json({}, { status: 500 })));
    await renderProfile();
    await click(toggle('Push Notifications'));
    await click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.notificationSettingsFailed)).toBeTruthy();
  });

  it('puts a wrong current password on its field, and says when the password changed', async () => {
    server.use(
      answer('users.updatePassword', async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        if (body.current_password === 'right one') {
          return HttpResponse.json({ success: true, message: MESSAGES.passwordChanged });
        }
        return HttpResponse.json(
          {
            success: false,
            error: MESSAGES.currentPasswordIncorrect,
            details: { current_password: MESSAGES.currentPasswordIncorrect },
          },
          { status: 400 },
        );
      }),
    );
    await renderProfile();
    await click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change Password' }));
    await type(dialog.getByLabelText('Current Password'), 'wrong one');
    await type(dialog.getByLabelText('New Password'), 'new secret 1');
    await type(dialog.getByLabelText('Confirm New Password'), 'new secret 1');
    await click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(await dialog.findByText(MESSAGES.currentPasswordIncorrect)).toBeTruthy();
    expect(dialog.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');

    await type(dialog.getByLabelText('Current Password'), 'right one');
    await click(dialog.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
  });

  it('states the balance to be lost, sends nothing until DELETE and the password are typed, then logs out', async () => {
    await renderProfile();
    await click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Account' }));
    expect(dialog.getByText('$25.00')).toBeTruthy();
    const confirm = dialog.getByLabelText('Type DELETE to confirm');
    await type(confirm, 'delete');
    await click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(await dialog.findByText(MESSAGES.typeDelete)).toBeTruthy();
    expect(sent).toEqual([]);

    await type(confirm, 'DELETE');
    await click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(await dialog.findByText(MESSAGES.enterCurrentPassword)).toBeTruthy();
    expect(sent).toEqual([]);

    await type(dialog.getByLabelText('Your password'), 'my password 1');
    await type(dialog.getByLabelText('Authentication or recovery code'), '654321');
    await click(dialog.getByRole('button', { name: 'Delete Account' }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        path: '/php-backend/api/users/delete-account.php',
        method: 'DELETE',
        body: { confirm: 'DELETE', password: 'my password 1', code: '654321' },
      },
    ]);
  });
});

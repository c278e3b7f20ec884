// @vitest-environment happy-dom
// The admin screens' session check on load: a spinner until the role is known, the screen for ADMIN only, a member to
// /dashboard, a failed check to /login.

import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '@shared/constants';
import { answer, failure, MEMBER } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { AdminSessionCheck } from './admin-session-check';

useTestServer();
afterEach(cleanup);

function renderScreen() {
  renderWithApp(
    <Routes>
      <Route
        path="/admin/sim-cards"
        element={
          <AdminSessionCheck screen="/admin/sim-cards">
            <p>SIM data</p>
          </AdminSessionCheck>
        }
      />
      <Route path="/dashboard" element={<p>Member dashboard</p>} />
      <Route path="/admin/security" element={<p>Sign-in security</p>} />
      <Route path="/login" element={<p>Login dialog</p>} />
    </Routes>,
    { path: '/admin/sim-cards' },
  );
}

describe('the admin session check', () => {
  it('shows a spinner, then the screen for an admin', async () => {
    server.use(answer('auth.me', () => HttpResponse.json({ success: true, user: { ...MEMBER, role: ROLE_ADMIN } })));
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(await screen.findByText('SIM data')).toBeTruthy();
  });

  it('sends an admin without two-factor sign-in to /admin/security without showing the screen', async () => {
    server.use(
      answer('auth.me', () => HttpResponse.json({ success: true, user: { ...MEMBER, role: ROLE_ADMIN } })),
      answer('users.getTwoFactor', () => HttpResponse.json({ success: true, enabled: false, recovery_codes_left: 0 })),
    );
    renderScreen();
    expect(await screen.findByText('Sign-in security')).toBeTruthy();
    expect(screen.queryByText('SIM data')).toBeNull();
  });

  it('sends a member to /dashboard without showing the screen', async () => {
    renderScreen();
    expect(await screen.findByText('Member dashboard')).toBeTruthy();
    expect(screen.queryByText('SIM data')).toBeNull();
  });

  it('sends a caller whose check fails to /login', async () => {
    server.use(answer('auth.me', () => failure(401, 'Not logged in')));
    renderScreen();
    expect(await screen.findByText('Login dialog')).toBeTruthy();
  });
});

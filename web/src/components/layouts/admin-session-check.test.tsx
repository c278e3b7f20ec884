// @vitest-environment happy-dom
// The admin screens' session check on load: a spinner until the role is known, the screen for ADMIN only and from a
// session signed in with two-factor (else to /admin/security, with where they were going), a member to /dashboard, a
// failed check to /login.

import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_ADMIN } from '@shared/constants';
import { answer, failure, MEMBER } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { AdminSessionCheck } from './admin-session-check';

useTestServer();
afterEach(cleanup);

function SecurityScreen() {
  return <p>Sign-in security, then {new URLSearchParams(useLocation().search).get('next')}</p>;
}

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
      <Route path="/admin/security" element={<SecurityScreen />} />
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

  for (const [who, status] of [
    ['without two-factor sign-in', { enabled: false, recovery_codes_left: 0, session_second_factor: false }],
    [
      'whose session was signed in without the code',
      { enabled: true, recovery_codes_left: 10, session_second_factor: false },
    ],
  ] as const) {
    it(`sends an admin ${who} to /admin/security, with the screen asked for, without showing it`, async () => {
      server.use(
        answer('auth.me', () => HttpResponse.json({ success: true, user: { ...MEMBER, role: ROLE_ADMIN } })),
        answer('users.getTwoFactor', () => HttpResponse.json({ success: true, ...status })),
      );
      renderScreen();
      expect(await screen.findByText('Sign-in security, then /admin/sim-cards')).toBeTruthy();
      expect(screen.queryByText('SIM data')).toBeNull();
    });
  }

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

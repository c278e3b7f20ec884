// @vitest-environment happy-dom
// The session after the server has ended it: a tab that still says "signed in" learns it is not, and the member's
// next login then holds, even though the first check's "signed out" answer is still remembered when the login lands
// (a lease-renewal journey signed in again after the stack's clock moved 30 days and found itself signed out).

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { currentUserQuery } from '@/features/auth/api/queries';
import { queryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { SESSION_KEYS } from '@/lib/session-storage';
import { answer, failure, MEMBER } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { AppProvider } from './provider';

useTestServer();
beforeEach(() => localStorage.clear());
afterEach(cleanup);

function SessionStatus() {
  const session = useSession();
  return (
    <>
      <p>Session {session.status}</p>
      <button type="button" onClick={() => session.signIn(MEMBER)}>
        Sign in
      </button>
    </>
  );
}

it('a login after the server ended the session stays signed in', async () => {
  localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
  server.use(answer('auth.me', () => failure(401, MESSAGES.notLoggedIn)));
  renderWithApp(
    <AppProvider>
      <SessionStatus />
    </AppProvider>,
  );
  await screen.findByText('Session anonymous');
  expect(localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  // Once the login's user is the check's answer, nothing reads the old "signed out" again.
  await waitFor(() => expect(queryClient.getQueryData(currentUserQuery().queryKey)).toEqual(MEMBER));
  expect(await screen.findByText('Session authenticated')).toBeTruthy();
  expect(localStorage.getItem(SESSION_KEYS.isLoggedIn)).toBe('true');
});

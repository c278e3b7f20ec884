// @vitest-environment happy-dom
// The member area's notice while the address waits for confirmation (docs/decisions/053): it names the address, sends
// the link again and says so, says why when refused, and is not there once the address is confirmed.

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { SessionContext, type Session } from '@/lib/session';
import { answer, failure, MEMBER } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { ConfirmEmailNotice } from './confirm-email-notice';

useTestServer();
afterEach(cleanup);

function renderNotice(emailConfirmed: boolean) {
  const session: Session = {
    status: 'authenticated',
    user: { ...MEMBER, email_confirmed: emailConfirmed },
    signIn: () => undefined,
    logout: async () => undefined,
  };
  renderWithApp(
    <SessionContext value={session}>
      <ConfirmEmailNotice />
    </SessionContext>,
  );
}

describe('the confirm-your-email notice', () => {
  it('names the waiting address and sends the link again on request', async () => {
    server.use(
      answer('users.resendConfirmation', () =>
        HttpResponse.json({ success: true, message: MESSAGES.confirmLinkSent(MEMBER.email) }),
      ),
    );
    renderNotice(false);
    expect(screen.getByText(MESSAGES.confirmEmailNotice(MEMBER.email))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.sendLinkAgain }));
    expect(await screen.findByText(MESSAGES.confirmLinkSent(MEMBER.email))).toBeTruthy();
  });

  it("says why when the server refuses, as after the hour's links", async () => {
    server.use(answer('users.resendConfirmation', () => failure(429, MESSAGES.tooManyConfirmLinks(42))));
    renderNotice(false);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.sendLinkAgain }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyConfirmLinks(42));
  });

  it('is not shown once the address is confirmed', () => {
    renderNotice(true);
    expect(screen.queryByText(MESSAGES.confirmEmailTitle)).toBeNull();
  });
});

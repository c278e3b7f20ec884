// @vitest-environment happy-dom
// The member area's notice of an address SES reported as bouncing or complaining (docs/decisions/056): it says why and
// what still goes, links to the Profile's Change Email dialog, and is not there for an address that takes our mail; the
// confirm-your-email notice gives way to it.

import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { SessionContext, type Session } from '@/lib/session';
import { MEMBER } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { useTestServer } from '@/testing/server';
import { ConfirmEmailNotice } from './confirm-email-notice';
import { UndeliverableEmailNotice } from './undeliverable-email-notice';

useTestServer();
afterEach(cleanup);

function renderNotices(undeliverable: 'bounce' | 'complaint' | null, confirmed = true) {
  const session: Session = {
    status: 'authenticated',
    user: { ...MEMBER, email_confirmed: confirmed, email_undeliverable: undeliverable },
    signIn: () => undefined,
    logout: async () => undefined,
  };
  renderWithApp(
    <SessionContext value={session}>
      <UndeliverableEmailNotice />
      <ConfirmEmailNotice />
    </SessionContext>,
  );
}

describe('the undeliverable-address notice', () => {
  it.each(['bounce', 'complaint'] as const)('says why (%s) and links to the change of address', (reason) => {
    renderNotices(reason);
    expect(screen.getByText(MESSAGES.undeliverableTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.undeliverableNotice(MEMBER.email, reason))).toBeTruthy();
    const link = screen.getByRole('link', { name: MESSAGES.changeEmail });
    expect(link.getAttribute('href')).toBe('/profile#change-email');
  });

  it('is not shown for an address that takes our mail', () => {
    renderNotices(null);
    expect(screen.queryByText(MESSAGES.undeliverableTitle)).toBeNull();
  });

  it('stands alone where a confirmation link could not arrive either', () => {
    renderNotices('bounce', false);
    expect(screen.getByText(MESSAGES.undeliverableTitle)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.confirmEmailTitle)).toBeNull();
  });
});

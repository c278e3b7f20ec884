// @vitest-environment happy-dom
// The dialog a security alert's link opens (docs/decisions/050): no session ends until its one button is pressed, which
// waits while the call runs; then it says so and offers a password reset; a refusal says why, and the button tries again.

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { answer, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';

useTestServer();
afterEach(cleanup);

const TOKEN = 'sign-out-token-1';
const SIGN_OUT = 'Sign Out Everywhere';
const signedOut = () => HttpResponse.json({ success: true, message: MESSAGES.signedOutEverywhere });

function renderDialog() {
  const onChange = vi.fn();
  renderWithApp(<SignOutEverywhereDialog token={TOKEN} onChange={onChange} onClose={vi.fn()} />);
  return onChange;
}

describe('the sign-out-everywhere dialog', () => {
  it("ends the sessions only when asked, with the link's token, waiting while it runs; then offers a reset", async () => {
    const sent: unknown[] = [];
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    server.use(
      answer('auth.signOutEverywhere', async ({ request }) => {
        sent.push(await request.json());
        await held;
        return signedOut();
      }),
    );
    const onChange = renderDialog();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT }));
    expect((await screen.findByRole('button', { name: 'Signing out...' })).hasAttribute('disabled')).toBe(true);
    answerNow();
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.signedOutEverywhere);
    expect(sent).toEqual([{ token: TOKEN }]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'forgot', email: '' });
  });

  it('says why when the link is refused, and the button tries again', async () => {
    let calls = 0;
    server.use(
      answer('auth.signOutEverywhere', () => (++calls === 1 ? failure(400, MESSAGES.signOutLinkInvalid) : signedOut())),
    );
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.signOutLinkInvalid);

    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.signedOutEverywhere);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

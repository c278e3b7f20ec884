// @vitest-environment happy-dom
// The dialogs an emailed link opens with its token (docs/decisions/050, 053): confirm-email and sign-out-everywhere.
// Nothing happens until the one button is pressed, which waits while the call runs; a refusal says why and the button
// tries again. Then the confirmed address closes, or leads to the order's page for an anonymous lease, and the ended
// sessions lead to a password reset.

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteName } from '@shared/routes';
import { MESSAGES } from '@shared/messages';
import { answer, answerHeld, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import type { AuthDialogProps } from './auth-dialog-state';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';

useTestServer();
afterEach(cleanup);

const TOKEN = 'link-token-1';

const confirmed = (orderId: string | null) =>
  HttpResponse.json({
    success: true,
    message: MESSAGES.emailConfirmed,
    confirmed: orderId ? 'order' : 'account',
    order_id: orderId,
  });
const signedOut = () => HttpResponse.json({ success: true, message: MESSAGES.signedOutEverywhere });

interface LinkDialog {
  route: RouteName;
  dialog: (props: AuthDialogProps & { token: string }) => ReactNode;
  button: string;
  busy: string;
  answer: () => Response;
  done: string;
  refusal: string;
}

const CONFIRM_EMAIL: LinkDialog = {
  route: 'auth.confirmEmail',
  dialog: (props) => <ConfirmEmailDialog {...props} />,
  button: 'Confirm My Email Address',
  busy: 'Confirming...',
  answer: () => confirmed(null),
  done: MESSAGES.emailConfirmed,
  refusal: MESSAGES.confirmLinkInvalid,
};

const SIGN_OUT_EVERYWHERE: LinkDialog = {
  route: 'auth.signOutEverywhere',
  dialog: (props) => <SignOutEverywhereDialog {...props} />,
  button: 'Sign Out Everywhere',
  busy: 'Signing out...',
  answer: signedOut,
  done: MESSAGES.signedOutEverywhere,
  refusal: MESSAGES.signOutLinkInvalid,
};

/** Opens the dialog with the link's token; what it calls back with. */
function open({ dialog }: LinkDialog) {
  const props = { token: TOKEN, onChange: vi.fn(), onClose: vi.fn() };
  renderWithApp(dialog(props));
  return props;
}

describe.each([CONFIRM_EMAIL, SIGN_OUT_EVERYWHERE])('the dialog that posts $route', (link) => {
  it("acts only when its button is pressed, with the link's token, and waits while the call runs", async () => {
    const sent: unknown[] = [];
    const { handler, release } = answerHeld(link.route, sent, link.answer);
    server.use(handler);
    open(link);
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: link.button }));
    expect((await screen.findByRole('button', { name: link.busy })).hasAttribute('disabled')).toBe(true);
    release();
    expect((await screen.findByRole('status')).textContent).toBe(link.done);
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('says why when the link is refused, and the button tries again', async () => {
    let calls = 0;
    server.use(answer(link.route, () => (++calls === 1 ? failure(400, link.refusal) : link.answer())));
    open(link);
    fireEvent.click(screen.getByRole('button', { name: link.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(link.refusal);

    fireEvent.click(screen.getByRole('button', { name: link.button }));
    expect((await screen.findByRole('status')).textContent).toBe(link.done);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('once the address is confirmed', () => {
  it("a member's dialog offers Close, which closes it", async () => {
    server.use(answer('auth.confirmEmail', () => confirmed(null)));
    const { onClose } = open(CONFIRM_EMAIL);
    fireEvent.click(screen.getByRole('button', { name: CONFIRM_EMAIL.button }));
    await screen.findByRole('status');
    expect(screen.queryByRole('link', { name: 'Open Your Order' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it("an anonymous lease's dialog leads to the order's page", async () => {
    server.use(answer('auth.confirmEmail', () => confirmed('order-7')));
    open(CONFIRM_EMAIL);
    fireEvent.click(screen.getByRole('button', { name: CONFIRM_EMAIL.button }));
    const order = await screen.findByRole('link', { name: 'Open Your Order' });
    expect(order.getAttribute('href')).toBe('/?order_id=order-7');
  });
});

describe('once every session has ended', () => {
  it('the dialog leads to a password reset', async () => {
    server.use(answer('auth.signOutEverywhere', signedOut));
    const { onChange } = open(SIGN_OUT_EVERYWHERE);
    fireEvent.click(screen.getByRole('button', { name: SIGN_OUT_EVERYWHERE.button }));
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'forgot', email: '' });
  });
});

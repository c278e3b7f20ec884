// @vitest-environment happy-dom
// The dialog a confirmation link opens (docs/decisions/053): nothing is confirmed until its one button is pressed, which
// waits while the call runs; then it says so and closes, or leads to the order's page for an anonymous lease; a refusal
// says why, and the button tries again.

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { answer, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { ConfirmEmailDialog } from './confirm-email-dialog';

useTestServer();
afterEach(cleanup);

const TOKEN = 'confirm-token-1';
const CONFIRM = 'Confirm My Email Address';

const confirmed = (orderId: string | null) =>
  HttpResponse.json({
    success: true,
    message: MESSAGES.emailConfirmed,
    confirmed: orderId ? 'order' : 'account',
    order_id: orderId,
  });

function renderDialog() {
  const onClose = vi.fn();
  renderWithApp(<ConfirmEmailDialog token={TOKEN} onChange={vi.fn()} onClose={onClose} />);
  return onClose;
}

describe('the confirm-email dialog', () => {
  it("confirms only when asked, with the link's token, waiting while it runs; then Close closes it", async () => {
    const sent: unknown[] = [];
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    server.use(
      answer('auth.confirmEmail', async ({ request }) => {
        sent.push(await request.json());
        await held;
        return confirmed(null);
      }),
    );
    const onClose = renderDialog();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    expect((await screen.findByRole('button', { name: 'Confirming...' })).hasAttribute('disabled')).toBe(true);
    answerNow();
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.emailConfirmed);
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('link', { name: 'Open Your Order' })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it("leads an anonymous lease's buyer to the order's page", async () => {
    server.use(answer('auth.confirmEmail', () => confirmed('order-7')));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    const link = await screen.findByRole('link', { name: 'Open Your Order' });
    expect(link.getAttribute('href')).toBe('/?order_id=order-7');
  });

  it('says why when the link is refused, and the button tries again', async () => {
    let calls = 0;
    server.use(
      answer('auth.confirmEmail', () => (++calls === 1 ? failure(400, MESSAGES.confirmLinkInvalid) : confirmed(null))),
    );
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.confirmLinkInvalid);

    fireEvent.click(screen.getByRole('button', { name: CONFIRM }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.emailConfirmed);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// @vitest-environment happy-dom
// The anonymous order outliving the page: an id the server does not know ends with 'Order not found' instead of a wait,
// the order kept in the browser reopens at its current view with its link, and the eSIM is handed over with its
// activation code and a download of its QR image; a handed-over lease offers "Keep this number" while it can renew.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { EsimDetails } from '@/components/esim-details';
import { SessionContext, type Session } from '@/lib/session';
import { answer, failure } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { saveFollowedOrder } from '../followed-order';
import { PurchaseProvider } from './purchase-provider';

useTestServer();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const VISITOR: Session = { status: 'anonymous', signIn: () => undefined, logout: async () => undefined };
const ORDER_ID = 'a'.repeat(32);
/** The dialogs load on demand, as on the site. */
const LOADED = { timeout: 5_000 };

function renderSite(path: string) {
  return renderWithApp(
    <SessionContext value={VISITOR}>
      <PurchaseProvider>
        <p>Landing page</p>
      </PurchaseProvider>
    </SessionContext>,
    { path },
  );
}

describe('an anonymous order kept in the browser and the address', () => {
  it("says 'Order not found' for an id the server does not know instead of waiting for its payment", async () => {
    server.use(answer('payment.checkStatus', () => failure(404, MESSAGES.orderNotFound)));
    renderSite(`/?order_id=${'0'.repeat(32)}`);
    expect(await screen.findByRole('dialog', { name: MESSAGES.orderNotFound }, LOADED)).toBeTruthy();
    expect(screen.queryByText('Waiting for your payment')).toBeNull();
  });

  it('reopens the kept one-time order at its number and countdown, with the link to come back to it', async () => {
    saveFollowedOrder({ orderId: ORDER_ID, paymentUrl: null, purchase: null });
    server.use(
      answer('payment.checkStatus', () =>
        HttpResponse.json({
          success: true,
          payment_confirmed: true,
          status: 'fulfilled',
          order: {
            order_id: ORDER_ID,
            phone_number: '+447700900123',
            type: 'one-time',
            service: 'WhatsApp',
            email: null,
          },
        }),
      ),
      answer('anonymous.checkSms', () =>
        HttpResponse.json({
          success: true,
          sms_code: null,
          phone_number: '+447700900123',
          status: 'pending',
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          other_messages: [],
        }),
      ),
    );
    renderSite('/');
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your order' }, LOADED);
    expect(await screen.findByRole('heading', { name: 'Phone Number Ready' }, LOADED)).toBeTruthy();
    expect(dialog.textContent).toContain('+447700900123');
    // What happens if no code comes within the number's 15 minutes (issue 33).
    expect(dialog.textContent).toContain(MESSAGES.anonymousNoCode);
    expect(screen.getByRole('link', { name: /order_id=/ }).getAttribute('href')).toBe(
      `${window.location.origin}/?order_id=${ORDER_ID}`,
    );
  });
});

describe('closing the dialog of a kept order', () => {
  const paidLease = (phoneNumber: string | null) =>
    HttpResponse.json({
      success: true,
      payment_confirmed: true,
      status: phoneNumber ? 'fulfilled' : 'paid',
      order: {
        order_id: ORDER_ID,
        phone_number: phoneNumber,
        type: 'lease',
        service: 'Discord',
        email: 'me@example.com',
      },
    });

  it('forgets a finished order: the lease with its number', async () => {
    saveFollowedOrder({ orderId: ORDER_ID, paymentUrl: null, purchase: null });
    server.use(answer('payment.checkStatus', () => paidLease('+447700900456')));
    renderSite(`/?order_id=${ORDER_ID}`);
    expect(await screen.findByText('Number rented successfully!', {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(localStorage.getItem('anonymousOrder')).toBeNull());
  });

  it('only hides an unfinished order, which stays kept with a button to show it again', async () => {
    saveFollowedOrder({ orderId: ORDER_ID, paymentUrl: null, purchase: null });
    server.use(answer('payment.checkStatus', () => paidLease(null)));
    renderSite('/');
    expect(await screen.findByText('Your Discord number is being prepared…', {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByRole('button', { name: 'Order in progress Show' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('anonymousOrder')!)).toMatchObject({ orderId: ORDER_ID });
  });
});

describe("an anonymous lease's renewal on its order page", () => {
  const handedOver = (lease: Record<string, unknown>) =>
    HttpResponse.json({
      success: true,
      payment_confirmed: true,
      status: 'paid',
      order: { order_id: ORDER_ID, phone_number: '+447700900456', type: 'lease', service: 'Discord', email: null },
      lease: { status: 'active', end_date: '2026-02-14T10:00:00.000Z', renewals: 0, ...lease },
    });

  it('offers "Keep this number" at the price now, with the new end date, while the lease can renew', async () => {
    saveFollowedOrder({ orderId: ORDER_ID, paymentUrl: null, purchase: null });
    server.use(
      answer('payment.checkStatus', () =>
        handedOver({ renewal_price: 1499, renewed_end_date: '2026-03-16T10:00:00.000Z' }),
      ),
      answer('anonymous.getRefund', () => failure(404, MESSAGES.orderNotFound)),
    );
    renderSite(`/?order_id=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep this number' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this number: +447700900456' });
    expect(within(dialog).getByText('$14.99')).toBeTruthy();
    expect(within(dialog).getByText('Start Payment')).toBeTruthy();
  });

  it('offers no renewal once the lease has been renewed for the term to come', async () => {
    saveFollowedOrder({ orderId: ORDER_ID, paymentUrl: null, purchase: null });
    server.use(
      answer('payment.checkStatus', () => handedOver({ renewals: 1, renewal_price: null, renewed_end_date: null })),
      answer('anonymous.getRefund', () => failure(404, MESSAGES.orderNotFound)),
    );
    renderSite(`/?order_id=${ORDER_ID}`);
    expect(await screen.findByText(/^Ends /, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep this number' })).toBeNull();
  });
});

describe('the eSIM hand-over', () => {
  it('shows the activation code with Copy and offers the QR image as a download', () => {
    const qrCode = 'data:image/png;base64,iVBORw0KGgo=';
    renderWithApp(
      <EsimDetails
        esim={{
          qrCode,
          activationCode: 'LPA:1$smdp.example$MATCH-1',
          phoneNumber: '+447700900123',
          puk: '12345678',
          iccid: '8944771000000000001',
        }}
      />,
    );
    const code = screen.getByText('Activation code').nextElementSibling as HTMLElement;
    expect(code.firstChild?.textContent).toBe('LPA:1$smdp.example$MATCH-1');
    expect(within(code).getByRole('button', { name: 'Copy LPA:1$smdp.example$MATCH-1' })).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download QR code' });
    expect(download.getAttribute('href')).toBe(qrCode);
    expect(download.getAttribute('download')).toBe('uk-esim-447700900123-qr.png');
  });
});

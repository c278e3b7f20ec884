// @vitest-environment happy-dom
// SIM Management: the cards in pounds, the rows with the actions their state allows, pages only when there is more than
// one (at most five buttons), the delete question, and a refused upload shown on the file field.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@shared/iccid';
import { MESSAGES } from '@shared/messages';
import type { AdminSimCard, ListSimCardsResponse } from '@shared/schemas/admin-sim-cards';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { SimCardsPage } from './sim-cards-page';

useTestServer();

const sim = (id: string, status: AdminSimCard['status']): AdminSimCard => ({
  id,
  iccid: `8944770000000000${id}`,
  puk_code: '12345678',
  phone_number: '+447700900001',
  status,
  price_cents: 2500,
  sold_to_user_name: status === 'SOLD' ? 'Ann Buyer' : null,
  sold_to_user_email: status === 'SOLD' ? 'ann@example.com' : null,
  created_at: '2026-01-15T10:30:00.000Z',
});

function listing(totalPages: number, page = 1): ListSimCardsResponse {
  return {
    success: true,
    sim_cards: [sim('0001', 'STOCK'), sim('0002', 'EXPIRED'), sim('0003', 'SOLD')],
    stats: { total: 3, stock_count: 1, sold_count: 1, expired_count: 1, total_revenue: 2500 },
    pagination: { page, total_pages: totalPages, total_count: totalPages * 20 },
  };
}

let requests: { method: string; url: string; body: string }[];

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  requests = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/admin/')) return;
    const copy = request.clone();
    void copy.text().then((body) => requests.push({ method: request.method, url: request.url, body }));
  });
});

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

const rowOf = (iccid: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(iccid))!;

describe('SIM Management', () => {
  it('shows the five cards, revenue in pounds, and per row only the actions its state allows', async () => {
    server.use(answer('admin.listSimCards', () => HttpResponse.json(listing(1))));
    renderWithApp(<SimCardsPage />);
    expect(await screen.findByText('£25.00', { selector: 'dd' })).toBeTruthy();
    const stock = within(rowOf('89447700000000000001'));
    expect(stock.getByRole('button', { name: /Mark SIM .* as expired/ })).toBeTruthy();
    expect(stock.getByRole('button', { name: /Delete SIM/ })).toBeTruthy();
    const expired = within(rowOf('89447700000000000002'));
    expect(expired.getByRole('button', { name: /Restore SIM/ })).toBeTruthy();
    expect(expired.queryByRole('button', { name: /Delete SIM/ })).toBeNull();
    const sold = within(rowOf('89447700000000000003'));
    expect(sold.queryAllByRole('button')).toHaveLength(0);
    expect(sold.getByText('ann@example.com')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'SIM card pages' })).toBeNull();
  });

  it('offers at most five page buttons when there are more pages, and asks the server for the page chosen', async () => {
    server.use(
      answer('admin.listSimCards', ({ request }) =>
        HttpResponse.json(listing(12, Number(new URL(request.url).searchParams.get('page')))),
      ),
    );
    renderWithApp(<SimCardsPage />);
    const pages = await screen.findByRole('navigation', { name: 'SIM card pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(requests.some((request) => request.url.includes('page=4&limit=20'))).toBe(true));
    await waitFor(() =>
      expect(
        within(pages)
          .getAllByRole('button', { name: /^Page / })
          .map((button) => button.textContent),
      ).toEqual(['2', '3', '4', '5', '6']),
    );
  });

  it("asks 'Are you sure you want to delete this SIM card?' and deletes only after the answer", async () => {
    server.use(
      answer('admin.listSimCards', () => HttpResponse.json(listing(1))),
      answer('admin.deleteSimCard', () => HttpResponse.json({ success: true, message: MESSAGES.simDeleted })),
    );
    renderWithApp(<SimCardsPage />);
    await screen.findByText('£25.00', { selector: 'dd' });
    fireEvent.click(within(rowOf('89447700000000000001')).getByRole('button', { name: /Delete SIM/ }));
    const question = screen.getByRole('dialog', { name: 'Delete SIM card' });
    expect(question.textContent).toContain(MESSAGES.confirmDeleteSim);
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.body)).toEqual([
        JSON.stringify({ id: '0001' }),
      ]),
    );
  });

  it('shows the server’s refusal of the QR image under the file field', async () => {
    server.use(
      answer('admin.listSimCards', () => HttpResponse.json(listing(1))),
      answer('admin.addSimCard', () =>
        HttpResponse.json(
          { success: false, error: MESSAGES.simQrUnreadable, details: { qr_code: MESSAGES.simQrUnreadable } },
          { status: 400 },
        ),
      ),
    );
    renderWithApp(<SimCardsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add SIM Card' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add SIM Card' }));
    fireEvent.change(dialog.getByLabelText('ICCID'), {
      target: { value: `8944770000000000001${luhnCheckDigit('8944770000000000001')}` },
    });
    fireEvent.change(dialog.getByLabelText('PUK Code'), { target: { value: '12345678' } });
    fireEvent.change(dialog.getByLabelText('Phone Number'), { target: { value: '+447700900123' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText('QR Code (PNG)'), { target: { files: [file] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add SIM Card' }));
    expect(await dialog.findByText(MESSAGES.simQrUnreadable)).toBeTruthy();
    expect(dialog.getByLabelText('QR Code (PNG)').getAttribute('aria-invalid')).toBe('true');
  });
});

// @vitest-environment happy-dom
// Order Management's rows: Cancel stands only on an order that can still be cancelled (pending).

import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shared/schemas/admin';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { OrdersPage } from './orders-page';

useTestServer();
afterEach(cleanup);

const order = (id: string, status: AdminOrder['status']): AdminOrder => ({
  id,
  user_name: 'Ada',
  user_email: 'ada@example.com',
  service_name: 'WhatsApp',
  price: 999,
  status,
  created_at: new Date().toISOString(),
  phone_number: `+4477009001${id.padStart(2, '0')}`,
  verification_code: status === 'completed' ? '123456' : null,
});

describe('Order Management', () => {
  it('offers Cancel on pending orders only, View on every order', async () => {
    const statuses = ['pending', 'completed', 'cancelled'] as const;
    server.use(
      answer('admin.listOrders', () =>
        HttpResponse.json({
          success: true,
          orders: statuses.map((status, index) => order(String(index + 1), status)),
          next_cursor: null,
        }),
      ),
    );
    renderWithApp(<OrdersPage />);
    await screen.findByRole('row', { name: /\+447700900101/ });
    const actions = statuses.map((_status, index) => {
      const row = within(
        screen.getByRole('row', { name: new RegExp(`\\+4477009001${String(index + 1).padStart(2, '0')}`) }),
      );
      return [
        row.queryByRole('button', { name: 'View' }) !== null,
        row.queryByRole('button', { name: 'Cancel' }) !== null,
      ];
    });
    expect(actions).toEqual([
      [true, true],
      [true, false],
      [true, false],
    ]);
  });
});

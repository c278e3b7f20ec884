// The web unit tests' one set of request handlers (MSW): each API route of the shared route table answered as the
// server would for a signed-in member with a fresh wallet. A test changes what it needs with `server.use(answer(...))`.

import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { coinOptions } from '@shared/coins';
import { SERVICES } from '@shared/catalogue';
import { ROLE_USER } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { NOTIFICATION_DEFAULTS } from '@shared/schemas/notification-settings';
import { ROUTES, routePath, type RouteName } from '@shared/routes';

/** Relative API paths resolve against the test page's address. */
const TEST_ORIGIN = 'http://localhost:3000';

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** A handler for one route of the table, by its name; a route with `{id}` in its path is answered for `params`. */
export function answer(
  name: RouteName,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>,
  params: Record<string, string> = {},
) {
  return METHODS[ROUTES[name].method](`${TEST_ORIGIN}${routePath(name, params)}`, resolver);
}

/** Answers `name` with `reply`, keeping each request's JSON body, in order, in `bodies`. */
export function answerKeeping(name: RouteName, bodies: unknown[], reply: () => Response | Promise<Response>) {
  return answer(name, async ({ request }) => {
    bodies.push(await request.json());
    return reply();
  });
}

/**
 * As answerKeeping, but each answer waits until `release()`: a test sees the screen while the call runs. `handler` goes
 * to `server.use`.
 */
export function answerHeld(name: RouteName, bodies: unknown[], reply: () => Response) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = answerKeeping(name, bodies, async () => {
    await held;
    return reply();
  });
  return { handler, release };
}

/** A failure as the server words it. */
export function failure(status: number, error: string, details?: Record<string, string>) {
  return HttpResponse.json({ success: false, error, ...(details && { details }) }, { status });
}

export const MEMBER = {
  id: 'user-1',
  email: 'member@example.com',
  name: 'Member',
  role: ROLE_USER,
  wallet_balance: 2_500,
  api_key: null,
  email_confirmed: true,
  email_undeliverable: null,
} as const;

export const TOP_UP = {
  payment_id: 'pay-1',
  transaction_id: 'CP-1',
  payment_url: 'https://pay.example/checkout/1',
  checkout_url: 'https://pay.example/checkout/1',
  crypto_address: 'bc1qexample',
  crypto_amount: '0.00153846',
  crypto_currency: 'BTC',
  status: 'pending',
  amount: 10_000,
  credited_amount: 0,
  provider: 'coinpayments',
};

const coins = () =>
  HttpResponse.json({
    success: true,
    coinpayments: coinOptions('coinpayments'),
    nowpayments: coinOptions('nowpayments'),
  });

export const handlers = [
  answer('auth.me', () => HttpResponse.json({ success: true, user: MEMBER })),
  answer('users.getTwoFactor', () =>
    HttpResponse.json({ success: true, enabled: true, recovery_codes_left: 10, session_second_factor: true }),
  ),
  answer('services.list', () => HttpResponse.json({ success: true, services: SERVICES })),
  answer('anonymous.stats', () => HttpResponse.json({ success: true, activeStock: 1500, destroyedNumbers: 9000 })),
  answer('users.listAvailableCoins', coins),
  answer('payment.availableCoins', coins),
  answer('users.createCoinPaymentsTopUp', () => HttpResponse.json({ success: true, ...TOP_UP }, { status: 201 })),
  answer('users.getCoinPaymentsTopUp', () => HttpResponse.json({ success: true, payment: TOP_UP })),
  answer('users.listOrders', () => HttpResponse.json({ success: true, orders: [] })),
  answer('users.listLeases', () => HttpResponse.json({ success: true, leases: [] })),
  answer('users.listSimCards', () => HttpResponse.json({ success: true, sim_cards: [] })),
  answer('users.apiUsage', () => HttpResponse.json({ success: true, calls_today: 0 })),
  answer('users.listWalletTransactions', () =>
    HttpResponse.json({ success: true, transactions: [], balance: MEMBER.wallet_balance }),
  ),
  answer('users.listApiKeys', () => HttpResponse.json({ success: true, api_keys: [] })),
  answer('users.updatePassword', () => HttpResponse.json({ success: true, message: MESSAGES.passwordChanged })),
  answer('users.deleteAccount', () => HttpResponse.json({ success: true, message: MESSAGES.accountDeleted })),
  answer('users.getNotificationSettings', () => HttpResponse.json({ success: true, settings: NOTIFICATION_DEFAULTS })),
  // Nothing owed to anonymous buyers (Held Payments' lower list, docs/decisions/064).
  answer('admin.listRefunds', () => HttpResponse.json({ success: true, refunds: [], next_cursor: null })),
  answer('users.updateNotificationSettings', async ({ request }) =>
    HttpResponse.json({ success: true, settings: { ...NOTIFICATION_DEFAULTS, ...((await request.json()) as object) } }),
  ),
];

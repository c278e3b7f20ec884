// The one route table: every HTTP call of the product, read by CDK, the local server, the area functions and the web client.

import { API_BASE_PATH, PUBLIC_API_BASE_PATH, SMS_ACTIVATE_BASE_PATH, WEBHOOKS_BASE_PATH } from './constants.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: checked on the server by the area function. */
export type Access = 'public' | 'user' | 'admin' | 'apiKey' | 'webhook';

/**
 * How API Gateway reaches an area: every path under its prefix (one greedy `{proxy+}` route), or, when `exact`, the
 * prefix itself is the area's only path.
 */
interface AreaMount {
  readonly prefix: string;
  readonly exact?: true;
}

/** Each area is one Lambda function behind one API Gateway route. */
export const AREAS = {
  auth: { prefix: `${API_BASE_PATH}/auth` },
  users: { prefix: `${API_BASE_PATH}/users` },
  services: { prefix: `${API_BASE_PATH}/services` },
  payment: { prefix: `${API_BASE_PATH}/payment` },
  /**
   * An anonymous buyer taking back what their order owes them (docs/decisions/063): it writes, so it is not the
   * anonymous area, which only reads; its greedy route is the more specific one, so API Gateway picks it first.
   */
  refunds: { prefix: `${API_BASE_PATH}/anonymous/refund` },
  anonymous: { prefix: `${API_BASE_PATH}/anonymous` },
  admin: { prefix: `${API_BASE_PATH}/admin` },
  /**
   * The back office's SIM Management (docs/decisions/022): its one path is its own function, so the QR image decoders
   * its upload needs stay out of the admin function.
   */
  simCards: { prefix: `${API_BASE_PATH}/admin/sim-cards.php`, exact: true },
  publicApi: { prefix: PUBLIC_API_BASE_PATH },
  smsActivate: { prefix: SMS_ACTIVATE_BASE_PATH },
  webhooks: { prefix: WEBHOOKS_BASE_PATH },
  /** The public contact form (docs/decisions/019): a function of its own, the only one that mails visitors. */
  contact: { prefix: `${API_BASE_PATH}/contact.php`, exact: true },
} as const satisfies Record<string, AreaMount>;

export type Area = keyof typeof AREAS;
export const AREA_NAMES = Object.keys(AREAS) as Area[];

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Full path; `{name}` stands for one value inside a segment, as in `/services/{id}.php`. */
  readonly path: string;
  readonly area: Area;
  readonly access: Access;
  /**
   * The media types a POST, PUT or DELETE may send (anything else is a 415; docs/decisions/011), or 'provider' where
   * the caller is an outside party that posts its own format and signs it (the webhooks).
   */
  readonly accepts: readonly string[] | 'provider';
  /** An 'apiKey' route that buys: counted against the key's purchases for its period (docs/decisions/030). */
  readonly purchase?: true;
}

/** What the SPA and the public API send: JSON only, so a cross-site form can never pass for a call. */
const JSON_ONLY = ['application/json'] as const;

const api = (method: HttpMethod, path: string, area: Area, access: Access): RouteDefinition => ({
  method,
  path: `${API_BASE_PATH}${path}`,
  area,
  access,
  accepts: JSON_ONLY,
});
const v1 = (method: HttpMethod, path: string): RouteDefinition => ({
  method,
  path: `${PUBLIC_API_BASE_PATH}${path}`,
  area: 'publicApi',
  access: 'apiKey',
  accepts: JSON_ONLY,
});
/** A public API route that buys something. */
const v1Purchase = (path: string): RouteDefinition => ({ ...v1('POST', path), purchase: true });
/** The sms-activate protocol: the same API keys, sent as `api_key` in the query or in a posted form. */
const smsActivate = (method: HttpMethod, path = '/handler_api.php'): RouteDefinition => ({
  method,
  path: `${SMS_ACTIVATE_BASE_PATH}${path}`,
  area: 'smsActivate',
  access: 'apiKey',
  accepts: ['application/x-www-form-urlencoded'],
});
const webhook = (path: string): RouteDefinition => ({
  method: 'POST',
  path: `${WEBHOOKS_BASE_PATH}${path}`,
  area: 'webhooks',
  access: 'webhook',
  accepts: 'provider',
});

export const ROUTES = {
  // Auth (docs/decisions/015 "Calls"; docs/decisions/013 "Paths": session check and reset confirmation)
  'auth.login': api('POST', '/auth/login.php', 'auth', 'public'),
  'auth.register': api('POST', '/auth/register.php', 'auth', 'public'),
  'auth.logout': api('POST', '/auth/logout.php', 'auth', 'public'),
  'auth.resetPassword': api('POST', '/auth/reset-password.php', 'auth', 'public'),
  'auth.confirmResetPassword': api('POST', '/auth/reset-password/confirm.php', 'auth', 'public'),
  'auth.me': api('GET', '/auth/me.php', 'auth', 'user'),
  // Ours (docs/decisions/050): the security alerts' link, which ends every session of the account without a sign-in.
  'auth.signOutEverywhere': api('POST', '/auth/sign-out-everywhere.php', 'auth', 'public'),
  // Ours (docs/decisions/053): the emailed link confirms an account's or an anonymous lease's address, signed in or not.
  'auth.confirmEmail': api('POST', '/auth/confirm-email.php', 'auth', 'public'),

  // Member calls (docs/decisions/015 "Calls")
  'users.getProfile': api('GET', '/users/profile.php', 'users', 'user'),
  'users.updateProfile': api('PUT', '/users/profile.php', 'users', 'user'),
  'users.resendConfirmation': api('POST', '/users/confirm-email.php', 'users', 'user'),
  'users.listOrders': api('GET', '/users/orders.php', 'users', 'user'),
  'users.createOrder': api('POST', '/users/orders.php', 'users', 'user'),
  // Ours: cancels a one-time order that has no code yet ('Change Service?'; docs/decisions/013 "Numbers").
  'users.cancelOrder': api('DELETE', '/users/orders.php', 'users', 'user'),
  'users.listLeases': api('GET', '/users/leases.php', 'users', 'user'),
  'users.createLease': api('POST', '/users/leases.php', 'users', 'user'),
  // Ours: a lease's inbox (the 'SMS Inbox' dialog and /leases/{id}/inbox).
  'users.listLeaseMessages': api('GET', '/users/leases/messages.php', 'users', 'user'),
  // Ours (docs/decisions/062): keep a lease's number 30 more days from the wallet, now or by itself.
  'users.renewLease': api('POST', '/users/leases/renew.php', 'users', 'user'),
  'users.setLeaseAutoRenew': api('PUT', '/users/leases/auto-renew.php', 'users', 'user'),
  'users.listSimCards': api('GET', '/users/sim-cards.php', 'users', 'user'),
  'users.buySimCard': api('POST', '/users/sim-cards.php', 'users', 'user'),
  'users.listWalletTransactions': api('GET', '/users/wallet-transactions.php', 'users', 'user'),
  'users.createWalletTransaction': api('POST', '/users/wallet-transactions.php', 'users', 'user'),
  'users.listTickets': api('GET', '/users/tickets.php', 'users', 'user'),
  'users.createTicket': api('POST', '/users/tickets.php', 'users', 'user'),
  'users.listTicketMessages': api('GET', '/users/tickets/messages.php', 'users', 'user'),
  'users.replyToTicket': api('POST', '/users/tickets/messages.php', 'users', 'user'),
  'users.listApiKeys': api('GET', '/users/api-keys.php', 'users', 'user'),
  'users.createApiKey': api('POST', '/users/api-keys.php', 'users', 'user'),
  'users.updateApiKey': api('PUT', '/users/api-keys.php', 'users', 'user'),
  'users.deleteApiKey': api('DELETE', '/users/api-keys.php', 'users', 'user'),
  // Ours: a key's recent webhook deliveries, ?id= the key (docs/decisions/024 "Webhooks to customers").
  'users.listWebhookDeliveries': api('GET', '/users/api-keys/deliveries.php', 'users', 'user'),
  // Ours: the dashboard's 'API Calls Today' (docs/decisions/024).
  'users.apiUsage': api('GET', '/users/api-usage.php', 'users', 'user'),
  'users.updatePassword': api('POST', '/users/update-password.php', 'users', 'user'),
  // Two-factor sign-in and the member's sessions (docs/decisions/042, 043).
  'users.getTwoFactor': api('GET', '/users/two-factor.php', 'users', 'user'),
  'users.startTwoFactor': api('POST', '/users/two-factor.php', 'users', 'user'),
  'users.confirmTwoFactor': api('POST', '/users/two-factor/confirm.php', 'users', 'user'),
  'users.disableTwoFactor': api('DELETE', '/users/two-factor.php', 'users', 'user'),
  'users.listSessions': api('GET', '/users/sessions.php', 'users', 'user'),
  'users.signOutOtherSessions': api('DELETE', '/users/sessions.php', 'users', 'user'),
  'users.getNotificationSettings': api('GET', '/users/notification-settings.php', 'users', 'user'),
  'users.updateNotificationSettings': api('PUT', '/users/notification-settings.php', 'users', 'user'),
  'users.deleteAccount': api('DELETE', '/users/delete-account.php', 'users', 'user'),
  'users.createPayment': api('POST', '/users/payments.php', 'users', 'user'),
  'users.createCoinPaymentsTopUp': api('POST', '/users/coinpayments.php', 'users', 'user'),
  'users.getCoinPaymentsTopUp': api('GET', '/users/coinpayments.php', 'users', 'user'),
  'users.createNowPaymentsTopUp': api('POST', '/users/nowpayments.php', 'users', 'user'),
  'users.getNowPaymentsTopUp': api('GET', '/users/nowpayments.php', 'users', 'user'),
  'users.listAvailableCoins': api('GET', '/users/available-coins.php', 'users', 'user'),
  // Ours (docs/decisions/040): a receipt of the member's own ledger entry, and their entries and orders as CSV.
  'users.getReceipt': api('GET', '/users/receipt.php', 'users', 'user'),
  'users.exportTransactions': api('GET', '/users/exports/transactions.csv', 'users', 'user'),
  'users.exportOrders': api('GET', '/users/exports/orders.csv', 'users', 'user'),

  // Services and anonymous payment (docs/decisions/015 "Calls")
  'services.list': api('GET', '/services/list.php', 'services', 'public'),
  'services.get': api('GET', '/services/{id}.php', 'services', 'public'),
  'payment.availableCoins': api('GET', '/payment/available-coins.php', 'payment', 'public'),
  'payment.coinPaymentsCoins': api('GET', '/payment/coinpayments-coins.php', 'payment', 'public'),
  'payment.createNowPayments': api('GET', '/payment/nowpayments.php', 'payment', 'public'),
  'payment.createCoinPayments': api('GET', '/payment/coinpayments.php', 'payment', 'public'),
  // Ours (docs/decisions/053): an anonymous lease's confirmation link again, for whoever holds the order's link; in the
  // payment area, which writes anonymous orders' records (the anonymous area only reads).
  'payment.resendConfirmation': api('POST', '/payment/confirm-email.php', 'payment', 'public'),
  // Ours (docs/decisions/062): an anonymous lease's renewal by crypto, for whoever holds the order's link.
  'payment.renewLease': api('POST', '/payment/renew-lease.php', 'payment', 'public'),
  'payment.checkStatus': api('GET', '/payment/check-payment-status.php', 'payment', 'public'),
  'anonymous.checkPayment': api('GET', '/anonymous/check-payment.php', 'anonymous', 'public'),
  'anonymous.getQrData': api('GET', '/anonymous/get-qr-data.php', 'anonymous', 'public'),
  'anonymous.checkSms': api('GET', '/anonymous/check-sms.php', 'anonymous', 'public'),
  'anonymous.stats': api('GET', '/anonymous/stats.php', 'anonymous', 'public'),
  // Ours (docs/decisions/040): a paid anonymous order's receipt, for whoever holds the order's link.
  'anonymous.getReceipt': api('GET', '/anonymous/receipt.php', 'anonymous', 'public'),
  // Ours (docs/decisions/063): what an anonymous order owes its buyer, and their claim of it as wallet credit.
  'anonymous.getRefund': api('GET', '/anonymous/refund.php', 'anonymous', 'public'),
  'refunds.claim': api('POST', '/anonymous/refund/claim.php', 'refunds', 'user'),
  // Ours (docs/decisions/064): the terms of a payout to the buyer's own address, and the payout.
  'refunds.payoutQuote': api('POST', '/anonymous/refund/payout-quote.php', 'refunds', 'public'),
  'refunds.payout': api('POST', '/anonymous/refund/payout.php', 'refunds', 'public'),

  // Back office (docs/decisions/015 "Calls")
  'admin.listUsers': api('GET', '/admin/users.php', 'admin', 'admin'),
  'admin.updateUser': api('PUT', '/admin/users/{id}.php', 'admin', 'admin'),
  'admin.listOrders': api('GET', '/admin/orders.php', 'admin', 'admin'),
  'admin.updateOrder': api('PUT', '/admin/orders/{id}.php', 'admin', 'admin'),
  'admin.listLeases': api('GET', '/admin/leases.php', 'admin', 'admin'),
  'admin.updateLease': api('PUT', '/admin/leases/{id}.php', 'admin', 'admin'),
  /** Not in the spec: the held payments, and resolving one (docs/decisions/026 "payments:resolve"). */
  'admin.listHeldPayments': api('GET', '/admin/held-payments.php', 'admin', 'admin'),
  'admin.resolveHeldPayment': api('PUT', '/admin/held-payments/{id}.php', 'admin', 'admin'),
  /** Not in the spec (docs/decisions/064): every amount owed to anonymous buyers, and a payout's approval or refusal. */
  'admin.listRefunds': api('GET', '/admin/refunds.php', 'admin', 'admin'),
  'admin.reviewPayout': api('PUT', '/admin/refunds/{order_id}.php', 'admin', 'admin'),
  /** Not in the spec (docs/decisions/060): an order's and a lease's story, and the catalogue an operator keeps. */
  'admin.getOrder': api('GET', '/admin/orders/{id}.php', 'admin', 'admin'),
  'admin.getLease': api('GET', '/admin/leases/{id}.php', 'admin', 'admin'),
  'admin.listServices': api('GET', '/admin/services.php', 'admin', 'admin'),
  'admin.addService': api('POST', '/admin/services.php', 'admin', 'admin'),
  'admin.updateService': api('PUT', '/admin/services/{id}.php', 'admin', 'admin'),
  'admin.revenue': api('GET', '/admin/revenue.php', 'admin', 'admin'),
  'admin.stats': api('GET', '/admin/stats.php', 'admin', 'admin'),
  'admin.listTickets': api('GET', '/admin/tickets.php', 'admin', 'admin'),
  'admin.updateTicket': api('PUT', '/admin/tickets/{id}.php', 'admin', 'admin'),
  'admin.replyToTicket': api('POST', '/admin/tickets.php', 'admin', 'admin'),
  'admin.listTicketMessages': api('GET', '/admin/tickets/{id}/messages.php', 'admin', 'admin'),
  // Ours (docs/decisions/040): an admin list as CSV, as its filter selects it.
  'admin.exportList': api('GET', '/admin/exports/{list}.csv', 'admin', 'admin'),
  // Ours (docs/decisions/059): the operations desk's audit trail.
  'admin.listAudit': api('GET', '/admin/audit.php', 'admin', 'admin'),
  'admin.getUser': api('GET', '/admin/users/{id}.php', 'admin', 'admin'),
  'admin.adjustWallet': api('POST', '/admin/users/{id}/wallet.php', 'admin', 'admin'),
  'admin.endSessions': api('POST', '/admin/users/{id}/end-sessions.php', 'admin', 'admin'),
  'admin.listApiKeys': api('GET', '/admin/api-keys.php', 'admin', 'admin'),
  'admin.updateApiKey': api('PUT', '/admin/api-keys/{id}.php', 'admin', 'admin'),
  // Ours (docs/decisions/061): the stock's supply from the carrier, and its target and spending cap.
  'admin.getSupply': api('GET', '/admin/supply.php', 'admin', 'admin'),
  'admin.updateSupply': api('PUT', '/admin/supply.php', 'admin', 'admin'),
  'admin.listSimCards': api('GET', '/admin/sim-cards.php', 'simCards', 'admin'),
  // The QR image is uploaded with the fields (docs/decisions/022).
  'admin.addSimCard': { ...api('POST', '/admin/sim-cards.php', 'simCards', 'admin'), accepts: ['multipart/form-data'] },
  'admin.updateSimCard': api('PUT', '/admin/sim-cards.php', 'simCards', 'admin'),
  'admin.deleteSimCard': api('DELETE', '/admin/sim-cards.php', 'simCards', 'admin'),

  // Contact form (docs/decisions/019: it stores a ticket and mails an acknowledgement)
  'contact.send': api('POST', '/contact.php', 'contact', 'public'),

  // Public developer API (docs/decisions/015 "Calls": both documented path sets)
  'publicApi.createOrder': v1Purchase('/orders'),
  'publicApi.getOrderCode': v1('GET', '/orders/{id}/code'),
  'publicApi.getOrder': v1('GET', '/orders/{id}'),
  // Ours (docs/decisions/024): cancel with a refund while no code has arrived, the wallet, the services.
  'publicApi.cancelOrder': v1('POST', '/orders/{id}/cancel'),
  'publicApi.getBalance': v1('GET', '/balance'),
  'publicApi.listServices': v1('GET', '/services'),
  // The OpenAPI 3.1 document of the routes above: public, so tools can read it before a key exists.
  'publicApi.openApi': { ...v1('GET', '/openapi.json'), access: 'public' },
  // Ours: whether the stage answers and reaches its table, for the smoke test and uptime checks (docs/decisions/032).
  'publicApi.health': { ...v1('GET', '/health'), access: 'public' },
  'publicApi.createSmsOrder': v1Purchase('/sms/order'),
  'publicApi.createLease': v1Purchase('/lease/create'),
  'publicApi.purchaseNumber': v1Purchase('/number/purchase'),
  'publicApi.smsStatus': v1('GET', '/sms/status'),
  // Ours: the calling key's webhook URL (docs/decisions/024 "Webhooks to customers").
  'publicApi.setWebhook': v1('PUT', '/webhook'),
  // Ours (docs/decisions/031 "Lists"): what a key's member bought, newest first, a page at a time.
  'publicApi.listOrders': v1('GET', '/orders'),
  'publicApi.listLeases': v1('GET', '/leases'),
  'publicApi.getLeaseMessages': v1('GET', '/leases/{id}/messages'),
  'publicApi.getLease': v1('GET', '/leases/{id}'),
  // Ours (docs/decisions/062): renews a lease from the wallet; a buying POST, so it takes an Idempotency-Key.
  'publicApi.renewLease': v1Purchase('/leases/{id}/renew'),

  // The sms-activate protocol that SMS-activation tools speak (docs/decisions/024)
  'smsActivate.get': smsActivate('GET'),
  'smsActivate.post': smsActivate('POST'),
  // Some tools drop the '.php' (docs/decisions/030).
  'smsActivate.getBare': smsActivate('GET', '/handler_api'),
  'smsActivate.postBare': smsActivate('POST', '/handler_api'),

  // Outside parties (docs/decisions/013 "Paths")
  'webhooks.coinPayments': webhook('/coinpayments'),
  // Ours (docs/decisions/064): CoinPayments' withdrawal IPNs for our payouts, `?payout=<id>`.
  'webhooks.coinPaymentsPayout': webhook('/coinpayments/payout'),
  'webhooks.nowPayments': webhook('/nowpayments'),
  'webhooks.sms': webhook('/sms'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;
export type RouteNameIn<A extends Area> = {
  [K in RouteName]: (typeof ROUTES)[K]['area'] extends A ? K : never;
}[RouteName];

export interface RouteMatch {
  readonly name: RouteName;
  readonly route: RouteDefinition;
  readonly params: Record<string, string>;
}

interface CompiledRoute {
  readonly name: RouteName;
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
  readonly paramNames: string[];
}

function compile(name: RouteName, route: RouteDefinition): CompiledRoute {
  const paramNames: string[] = [];
  const escaped = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = escaped.replace(/\{(\w+)\}/g, (_, param: string) => {
    paramNames.push(param);
    return '([^/]+?)';
  });
  return { name, route, pattern: new RegExp(`^${source}$`), paramNames };
}

const COMPILED = (Object.entries(ROUTES) as [RouteName, RouteDefinition][]).map(([name, route]) =>
  compile(name, route),
);

/** Ids in paths are short (UUIDs, sortable ids): a longer value names nothing and is never used as a table key. */
export const MAX_PATH_VALUE_LENGTH = 64;

/** A percent-encoded path value decoded, or null when its encoding is malformed (as in `%zz`) or it is too long. */
function decodeValue(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.length <= MAX_PATH_VALUE_LENGTH ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * Finds the route for a method and path; `methodMismatch` tells a wrong method from an unknown path. A path whose
 * values are not valid percent-encoding, or longer than any id, matches nothing: it is not found, never an error.
 */
export function matchRoute(method: string, path: string): { match: RouteMatch | null; methodMismatch: boolean } {
  let methodMismatch = false;
  for (const compiled of COMPILED) {
    const found = compiled.pattern.exec(path);
    if (!found) continue;
    if (compiled.route.method !== method) {
      methodMismatch = true;
      continue;
    }
    const values = compiled.paramNames.map((_, index) => decodeValue(found[index + 1] ?? ''));
    if (values.some((value) => value === null)) return { match: null, methodMismatch: false };
    const params = Object.fromEntries(compiled.paramNames.map((param, index) => [param, values[index]!]));
    return { match: { name: compiled.name, route: compiled.route, params }, methodMismatch: false };
  }
  return { match: null, methodMismatch };
}

/** The path patterns CloudFront sends to the API; everything else is the SPA. */
export const API_PATH_PREFIXES = [
  `${API_BASE_PATH}/`,
  '/api/',
  `${WEBHOOKS_BASE_PATH}/`,
  `${SMS_ACTIVATE_BASE_PATH}/`,
] as const;

export function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The path of an area's API Gateway route: `<prefix>/{proxy+}`, or the exact path. */
export function areaRoutePath(area: Area): string {
  const mount: AreaMount = AREAS[area];
  return mount.exact ? mount.prefix : `${mount.prefix}/{proxy+}`;
}

/** Whether a path is one an area's API Gateway route takes. */
export function areaServes(area: Area, path: string): boolean {
  const mount: AreaMount = AREAS[area];
  return mount.exact ? path === mount.prefix : path.startsWith(`${mount.prefix}/`);
}

/** The area whose route serves a path, as API Gateway would pick it: an exact path before any greedy prefix. */
export function areaForPath(path: string): Area | null {
  const exact = AREA_NAMES.find((area) => (AREAS[area] as AreaMount).exact && areaServes(area, path));
  return exact ?? AREA_NAMES.find((area) => areaServes(area, path)) ?? null;
}

/** Builds a concrete path from a route and its parameters (used by the web client and tests). */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(String(params[param] ?? '')));
}

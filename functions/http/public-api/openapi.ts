// The public API's OpenAPI 3.1 document, generated from the route table and the zod schemas the handlers validate
// with (docs/decisions/024): what a route takes and answers is written once; the webhooks it sends are in `webhooks`
// (docs/decisions/031).

import * as z from 'zod';
import { PUBLIC_API_BASE_PATH } from '../../../shared/constants.js';
import { apiWebhook, setWebhookRequest } from '../../../shared/schemas/api-keys.js';
import { ROUTES, type RouteName } from '../../../shared/routes.js';
import {
  apiBalance,
  apiError,
  apiEsim,
  apiLease,
  apiLeaseList,
  apiLeaseMessageList,
  apiOrder,
  apiOrderCode,
  apiOrderList,
  apiServices,
  createLeaseRequest,
  createOrderRequest,
  leaseIdParams,
  listLeasesQuery,
  listOrdersQuery,
  orderIdParams,
  pageQuery,
  purchaseNumberRequest,
  smsOrderRequest,
  smsStatusQuery,
} from '../../../shared/schemas/public-api.js';
import { openApiWebhooks } from './openapi-webhooks.js';
import type { Operation } from '../core/area-handler.js';

interface Described {
  summary: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  path?: z.ZodObject;
  answer: z.ZodType;
  status: 200 | 201;
  /** The refusals this route can give besides the ones every call can (401, 402 suspended, 403, 429). */
  refusals: number[];
  /** A buying POST: it takes `Idempotency-Key` (docs/decisions/031). */
  buys?: true;
  /** Its 201 carries `Location`, the path to read the new record again. */
  located?: true;
  /** A list: it may carry `Link: <next page>; rel="next"`. */
  paged?: true;
}

const PURCHASE_REFUSALS = [400, 402, 409, 422, 503];
/** Every key-authorised route of the public API, as the route table names it. */
const DESCRIBED: Partial<Record<RouteName, Described>> = {
  'publicApi.createOrder': {
    summary: 'Buy a one-time UK number for a service; its code arrives within 900 s or the order is refunded',
    body: createOrderRequest,
    answer: apiOrder,
    status: 201,
    refusals: PURCHASE_REFUSALS,
    buys: true,
    located: true,
  },
  'publicApi.getOrder': {
    summary: 'Read an order',
    path: orderIdParams,
    answer: apiOrder,
    status: 200,
    refusals: [400, 404],
  },
  'publicApi.getOrderCode': {
    summary: "Poll an order's code (null while pending)",
    path: orderIdParams,
    answer: apiOrderCode,
    status: 200,
    refusals: [400, 404],
  },
  'publicApi.cancelOrder': {
    summary: 'Cancel an order that has no code yet; its price goes back to the wallet',
    path: orderIdParams,
    answer: apiOrder,
    status: 200,
    refusals: [400, 404],
  },
  'publicApi.getBalance': { summary: "The wallet's balance in cents", answer: apiBalance, status: 200, refusals: [] },
  'publicApi.listServices': {
    summary: 'Services with their prices, activation codes and numbers in stock',
    answer: apiServices,
    status: 200,
    refusals: [],
  },
  'publicApi.createSmsOrder': {
    summary: "Buy a one-time number (type 'one-time') or a 30-day lease (type 'lease')",
    body: smsOrderRequest,
    answer: z.union([apiOrder, apiLease]),
    status: 201,
    refusals: PURCHASE_REFUSALS,
    buys: true,
    located: true,
  },
  'publicApi.createLease': {
    summary: 'Rent a number for 30 days; its messages are forwarded to your email',
    body: createLeaseRequest,
    answer: apiLease,
    status: 201,
    refusals: PURCHASE_REFUSALS,
    buys: true,
    located: true,
  },
  'publicApi.purchaseNumber': {
    summary: 'Buy a UK eSIM: its QR code, PUK and ICCID',
    body: purchaseNumberRequest,
    answer: apiEsim,
    status: 201,
    refusals: PURCHASE_REFUSALS,
    buys: true,
  },
  'publicApi.smsStatus': {
    summary: 'Read an order by ?id=',
    query: smsStatusQuery,
    answer: apiOrder,
    status: 200,
    refusals: [400, 404],
  },
  'publicApi.setWebhook': {
    summary:
      "Set this key's webhook URL (https, a public address) and format ('standard' or 'sms-activate'); each message is POSTed to it signed with the secret answered here once (see webhooks)",
    body: setWebhookRequest,
    answer: apiWebhook,
    status: 200,
    refusals: [400],
  },
  'publicApi.listOrders': {
    summary: 'Your one-time orders, newest first; filter by status and service; follow `next` for the next page',
    query: listOrdersQuery,
    answer: apiOrderList,
    status: 200,
    refusals: [400],
    paged: true,
  },
  'publicApi.listLeases': {
    summary: 'Your leases, newest first; filter by status and service; follow `next` for the next page',
    query: listLeasesQuery,
    answer: apiLeaseList,
    status: 200,
    refusals: [400],
    paged: true,
  },
  'publicApi.getLease': {
    summary: 'Read a lease',
    path: leaseIdParams,
    answer: apiLease,
    status: 200,
    refusals: [400, 404],
  },
  'publicApi.renewLease': {
    summary:
      "Keep a lease's number 30 more days from its end, running or in its 3-day grace after it, for the service's lease price now, from the wallet; a lease renewed already for the term to come answers as it stands, charging nothing",
    path: leaseIdParams,
    answer: apiLease,
    status: 200,
    refusals: [400, 402, 404, 409, 422],
    buys: true,
  },
  'publicApi.getLeaseMessages': {
    summary: "A lease's inbox, newest first; follow `next` for the next page",
    path: leaseIdParams,
    query: pageQuery,
    answer: apiLeaseMessageList,
    status: 200,
    refusals: [400, 404],
    paged: true,
  },
};

const REFUSAL_TEXT: Record<number, string> = {
  400: 'VALIDATION_ERROR (details name the fields) or INVALID_STATE',
  401: 'UNAUTHORIZED: no key, or an unknown one',
  402: 'SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents',
  403: "KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off",
  404: "NOT_FOUND (another member's order or lease too)",
  409: 'PRICE_ABOVE_MAX (details {price, max_price} in cents), or IDEMPOTENCY_IN_PROGRESS: the first call with this Idempotency-Key is still running',
  422: 'IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was sent within 24 hours with another body',
  429: "RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made",
  503: 'NO_NUMBERS',
};
const EVERY_CALL = [401, 402, 403, 429];

/** A zod schema as the JSON Schema 2020-12 that OpenAPI 3.1 embeds. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: schemaOf(field as z.ZodType, 'input'),
  }));
}

const envelope = (data: z.ZodType) => z.object({ success: z.literal(true), data });
const RATE_LIMIT_HEADERS = Object.fromEntries(
  ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) => [
    name,
    { schema: { type: 'integer' }, description: "The key's quota for this period" },
  ]),
);

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique text of yours (1 to 255 visible ASCII characters). A retry with the same key and body within 24 hours ' +
    'is answered the first result (with `Idempotent-Replayed: true`) and charged once; the same key with another body ' +
    'is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused purchase frees its key.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function successHeaders(described: Described) {
  return {
    ...RATE_LIMIT_HEADERS,
    ...(described.located
      ? { Location: { schema: { type: 'string' }, description: 'The path of the new order or lease' } }
      : {}),
    ...(described.paged
      ? { Link: { schema: { type: 'string' }, description: 'The next page: `<path>; rel="next"`, absent on the last' } }
      : {}),
    ...(described.buys
      ? { 'Idempotent-Replayed': { schema: { type: 'string' }, description: '`true` on a replayed answer' } }
      : {}),
  };
}

function operation(name: RouteName, described: Described) {
  const responses: Record<string, unknown> = {
    [described.status]: {
      description: 'Done',
      headers: successHeaders(described),
      content: { 'application/json': { schema: schemaOf(envelope(described.answer), 'output') } },
    },
  };
  for (const status of [...new Set([...described.refusals, ...EVERY_CALL])].sort()) {
    responses[status] = {
      description: REFUSAL_TEXT[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    operationId: name.slice('publicApi.'.length),
    summary: described.summary,
    parameters: [
      ...parameters(described.path, 'path'),
      ...parameters(described.query, 'query'),
      ...(described.buys ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    ...(described.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(described.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the public API, built from the route table and the schemas the handlers validate with. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, described] of Object.entries(DESCRIBED) as [RouteName, Described][]) {
    const route = ROUTES[name];
    const path = route.path.slice(PUBLIC_API_BASE_PATH.length);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(name, described) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'UK numbers for SMS verification: developer API',
      version: '1.0.0',
      description:
        'Every call sends `Authorization: Bearer <key>` and counts against the key’s 1,000 calls per 30-day period. ' +
        'Money is in integer cents. Answers are `{success:true,data}` or `{success:false,error:{code,message,details}}`.',
    },
    servers: [{ url: PUBLIC_API_BASE_PATH }],
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key, uks_live_…' } },
      schemas: { Error: schemaOf(apiError, 'output') },
    },
    paths,
    webhooks: openApiWebhooks(),
  };
}

let document: ReturnType<typeof openApiDocument> | undefined;

export const getOpenApi: Operation = async () => {
  document ??= openApiDocument();
  return { body: document, document: true };
};

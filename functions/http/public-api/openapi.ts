// The public API's OpenAPI 3.1 document, generated from the route table and the zod schemas the handlers validate
// with (docs/decisions/024): what a route takes and answers is written once.

import * as z from 'zod';
import { PUBLIC_API_BASE_PATH } from '../../../shared/constants.js';
import { apiWebhook, setWebhookRequest } from '../../../shared/schemas/api-keys.js';
import { ROUTES, type RouteName } from '../../../shared/routes.js';
import {
  apiBalance,
  apiError,
  apiEsim,
  apiLease,
  apiOrder,
  apiOrderCode,
  apiServices,
  createLeaseRequest,
  createOrderRequest,
  orderIdParams,
  purchaseNumberRequest,
  smsOrderRequest,
  smsStatusQuery,
} from '../../../shared/schemas/public-api.js';
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
}

const PURCHASE_REFUSALS = [400, 402, 503];
/** Every key-authorised route of the public API, as the route table names it. */
const DESCRIBED: Partial<Record<RouteName, Described>> = {
  'publicApi.createOrder': {
    summary: 'Buy a one-time UK number for a service; its code arrives within 900 s or the order is refunded',
    body: createOrderRequest,
    answer: apiOrder,
    status: 201,
    refusals: PURCHASE_REFUSALS,
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
  },
  'publicApi.createLease': {
    summary: 'Rent a number for 30 days; its messages are forwarded to your email',
    body: createLeaseRequest,
    answer: apiLease,
    status: 201,
    refusals: PURCHASE_REFUSALS,
  },
  'publicApi.purchaseNumber': {
    summary: 'Buy a UK eSIM: its QR code, PUK and ICCID',
    body: purchaseNumberRequest,
    answer: apiEsim,
    status: 201,
    refusals: PURCHASE_REFUSALS,
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
      "Set this key's webhook URL (https, a public address); sms.received events are POSTed to it signed with the secret answered here once",
    body: setWebhookRequest,
    answer: apiWebhook,
    status: 200,
    refusals: [400],
  },
};

const REFUSAL_TEXT: Record<number, string> = {
  400: 'VALIDATION_ERROR (details name the fields) or INVALID_STATE',
  401: 'UNAUTHORIZED: no key, or an unknown one',
  402: 'SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents',
  403: 'KEY_INACTIVE',
  404: "NOT_FOUND (another member's order too)",
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

function operation(name: RouteName, described: Described) {
  const responses: Record<string, unknown> = {
    [described.status]: {
      description: 'Done',
      headers: RATE_LIMIT_HEADERS,
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
    parameters: [...parameters(described.path, 'path'), ...parameters(described.query, 'query')],
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
  };
}

let document: ReturnType<typeof openApiDocument> | undefined;

export const getOpenApi: Operation = async () => {
  document ??= openApiDocument();
  return { body: document, document: true };
};

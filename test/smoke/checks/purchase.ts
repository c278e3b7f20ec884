// With a test account's API key only: buys the cheapest one-time number through /api/v1 and cancels it at once, so
// the price comes back to the wallet; the balance is read before, between and after (docs/decisions/024).

import * as z from 'zod';
import { apiBalance, apiOrder, apiServices } from '../../../shared/schemas/public-api.js';
import { routePath } from '../../../shared/routes.js';
import { expectStatus, parsedJson, SmokeFailure } from '../http.js';
import type { SmokeCheck, SmokeContext } from '../check.js';

const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** The developer API as the test account calls it: a JSON body, the key as a bearer token. */
async function callApi<T>(context: SmokeContext, path: string, schema: z.ZodType<T>, status: number, body?: unknown) {
  const reply = await context.http.send(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${context.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expectStatus(reply, status, path);
  return parsedJson(reply, envelope(schema), path).data;
}

const balanceOf = async (context: SmokeContext) =>
  (await callApi(context, routePath('publicApi.getBalance'), apiBalance, 200)).balance_cents;

async function expectBalance(context: SmokeContext, cents: number, when: string): Promise<void> {
  const balance = await balanceOf(context);
  if (balance !== cents) throw new SmokeFailure(`${when}: the balance is ${balance} cents, expected ${cents}`);
}

export const PURCHASE_CHECKS: readonly SmokeCheck[] = [
  {
    group: 'purchase',
    name: 'a one-time number is bought and cancelled, and its price refunded',
    needsApiKey: true,
    run: async (context) => {
      const before = await balanceOf(context);
      const { services } = await callApi(context, routePath('publicApi.listServices'), apiServices, 200);
      const cheapest = services.toSorted((a, b) => a.price_cents - b.price_cents)[0];
      if (!cheapest) throw new SmokeFailure('the catalogue is empty');
      if (cheapest.in_stock === 0) throw new SmokeFailure('no number is in stock');
      if (cheapest.price_cents > before) {
        throw new SmokeFailure(
          `the test account holds ${before} cents; ${cheapest.name} costs ${cheapest.price_cents}`,
        );
      }
      const order = await callApi(context, routePath('publicApi.createOrder'), apiOrder, 201, {
        service: cheapest.id,
        country: 'GB',
      });
      // The charge is read, then the order cancelled whatever it showed: a failed run never leaves a number held.
      const charged = await balanceOf(context).catch((error: unknown) => error as Error);
      const cancelPath = routePath('publicApi.cancelOrder', { id: order.id });
      const cancelled = await callApi(context, cancelPath, apiOrder, 200, {});
      if (cancelled.status !== 'cancelled') {
        throw new SmokeFailure(`order ${order.id} is ${cancelled.status} after its cancel`);
      }
      if (charged instanceof Error) throw charged;
      const expected = before - cheapest.price_cents;
      if (charged !== expected) {
        throw new SmokeFailure(
          `after buying order ${order.id}: the balance was ${charged} cents, expected ${expected}`,
        );
      }
      await expectBalance(context, before, `after cancelling order ${order.id}`);
      return `${cheapest.name} ${order.phone_number}, ${cheapest.price_cents} cents out and back`;
    },
  },
];

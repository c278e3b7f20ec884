// Twilio's phone-number REST calls (docs/decisions/061): search GB mobile numbers with SMS, buy one with its SMS URL,
// regulatory bundle and address, list, find, point its SMS URL, release, and the GB mobile monthly price. A small
// typed client of Basic auth and form-encoded bodies, every answer parsed with zod: the official `twilio` package
// bundles to 3.6 MB, seven times a function's budget.

import * as z from 'zod';
import { CarrierError, type Carrier, type CarrierNumber } from '../../domain/supply/ports.js';

export interface TwilioOptions {
  /** The REST API's origin, `https://api.twilio.com` (locally its simulator). */
  apiUrl: string;
  /** The Pricing API's origin, `https://pricing.twilio.com` (locally its simulator). */
  pricingUrl: string;
  accountSid: string;
  authToken: string;
  /** The regulatory bundle and address UK numbers must be bought with. */
  bundleSid: string;
  addressSid: string;
}

/** How long one call may take before its outcome counts as unknown. */
const TIMEOUT_MS = 8_000;
const PAGE_SIZE = 1000;

const incomingNumber = z.object({
  sid: z.string().regex(/^PN[0-9a-fA-F]{32}$/),
  phone_number: z.string().regex(/^\+[1-9]\d{6,14}$/),
  sms_url: z.string().nullable().optional(),
});
const incomingList = z.object({
  incoming_phone_numbers: z.array(incomingNumber),
  next_page_uri: z.string().nullable().optional(),
});
const availableList = z.object({
  available_phone_numbers: z.array(z.object({ phone_number: z.string().regex(/^\+44\d{10}$/) })),
});
const countryPrices = z.object({
  price_unit: z.literal('USD'),
  phone_number_prices: z.array(z.object({ number_type: z.string(), current_price: z.coerce.number().positive() })),
});
/** Twilio's error body: `{code, message, more_info, status}`. */
const errorAnswer = z.object({ code: z.number().int().nullable().optional(), message: z.string() });

const carrierNumber = (answer: z.infer<typeof incomingNumber>): CarrierNumber => ({
  carrierId: answer.sid,
  phoneNumber: answer.phone_number,
  smsUrl: answer.sms_url || null,
});

export function createTwilioNumbersClient(options: TwilioOptions): Carrier {
  const account = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  /** One call: its JSON answer parsed with `schema`, or CarrierError saying whether Twilio may have done it. */
  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    schema: z.ZodType<T> | null,
    form?: Record<string, string>,
  ): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CarrierError(`Twilio could not be reached: ${(error as Error).message}`, 'unknown');
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const parsed = errorAnswer.safeParse(safeJson(text));
      const message = parsed.success ? parsed.data.message : text.slice(0, 200);
      const code = parsed.success ? (parsed.data.code ?? null) : null;
      const retryAfter = response.headers.get('retry-after');
      // A 4xx other than 429 is Twilio saying no; a 429 or a 5xx says nothing of what happened.
      const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new CarrierError(
        `Twilio answered ${response.status}${code ? ` (${code})` : ''}: ${message}${retryAfter ? ` (retry after ${retryAfter} s)` : ''}`,
        refused ? 'refused' : 'unknown',
        code,
      );
    }
    if (!schema) return null;
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) {
      throw new CarrierError(
        `Twilio answered an unexpected shape: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        'unknown',
      );
    }
    return parsed.data;
  }

  async function listWhere(query: Record<string, string>): Promise<CarrierNumber[]> {
    const found: CarrierNumber[] = [];
    let url: string | null =
      `${account}/IncomingPhoneNumbers.json?${new URLSearchParams({ PageSize: String(PAGE_SIZE), ...query })}`;
    while (url) {
      const page: z.infer<typeof incomingList> = (await call('GET', url, incomingList))!;
      found.push(...page.incoming_phone_numbers.map(carrierNumber));
      url = page.next_page_uri ? new URL(page.next_page_uri, options.apiUrl).toString() : null;
    }
    return found;
  }

  return {
    async search(limit) {
      const query = new URLSearchParams({ SmsEnabled: 'true', PageSize: String(limit) });
      const page = (await call('GET', `${account}/AvailablePhoneNumbers/GB/Mobile.json?${query}`, availableList))!;
      return page.available_phone_numbers.map((offered) => ({ phoneNumber: offered.phone_number }));
    },
    async buy(phoneNumber, smsUrl) {
      const bought = await call('POST', `${account}/IncomingPhoneNumbers.json`, incomingNumber, {
        PhoneNumber: phoneNumber,
        SmsUrl: smsUrl,
        SmsMethod: 'POST',
        BundleSid: options.bundleSid,
        AddressSid: options.addressSid,
      });
      return carrierNumber(bought!);
    },
    async setSmsUrl(carrierId, smsUrl) {
      const url = `${account}/IncomingPhoneNumbers/${encodeURIComponent(carrierId)}.json`;
      return carrierNumber((await call('POST', url, incomingNumber, { SmsUrl: smsUrl, SmsMethod: 'POST' }))!);
    },
    list: () => listWhere({}),
    async find(phoneNumber) {
      return (await listWhere({ PhoneNumber: phoneNumber })).find((held) => held.phoneNumber === phoneNumber) ?? null;
    },
    async release(carrierId) {
      try {
        await call('DELETE', `${account}/IncomingPhoneNumbers/${encodeURIComponent(carrierId)}.json`, null);
      } catch (error) {
        // 20404: the number is not the account's any more, which is what a release wants.
        if (error instanceof CarrierError && error.code === 20404) return;
        throw error;
      }
    },
    async monthlyPriceCents() {
      const url = `${options.pricingUrl.replace(/\/$/, '')}/v1/PhoneNumbers/Countries/GB`;
      const prices = (await call('GET', url, countryPrices))!;
      const mobile = prices.phone_number_prices.find((price) => price.number_type === 'mobile');
      if (!mobile) throw new CarrierError('Twilio lists no price for GB mobile numbers', 'unknown');
      return Math.round(mobile.current_price * 100);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

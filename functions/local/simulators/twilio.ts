// The carrier simulator (docs/decisions/061): Twilio's REST calls for numbers (search GB mobile numbers, buy one with
// its SMS URL, bundle and address, list, update, release) and the Pricing API's GB prices, at the same paths and in the
// same JSON shapes, with Twilio's errors; a page listing the numbers bought and released, each bought one able to get
// an SMS posted to its SMS URL signed as Twilio signs it. Faults: FAULTS' `twilio-fail` (a 429 with Retry-After or a
// 500 on any call), and POST /_sim/twilio/faults {"next": [...]} for the next purchases: `lost-answer` (bought, then
// the connection dropped, as a timeout looks), `429`, `500`, `unavailable`, `bundle-missing`.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { postInboundMessageTo } from '../../adapters/sms/twilio-inbound-message.js';
import { escapeHtml } from '../../domain/escape-html.js';
import { simulatorFaults } from '../faults/faults.js';
import { redirect, sendJson, sendPage } from './page.js';
import { SIMULATOR_PATHS } from './paths.js';

interface HeldNumber {
  sid: string;
  phoneNumber: string;
  smsUrl: string;
  boughtAt: string;
  releasedAt: string | null;
}

const NEXT_FAULTS = ['lost-answer', '429', '500', 'unavailable', 'bundle-missing'] as const;
type NextFault = (typeof NEXT_FAULTS)[number];

/** What a GB mobile number costs a month on the simulator, in dollars (Twilio's list price is about this). */
export const SIM_MONTHLY_PRICE = '1.15';
/** Ofcom's drama range 07700 900000–900999 past the seeded 300: no real phone is ever bought. */
const FIRST_OFFERED = 300;
const LAST_OFFERED = 999;

const numbers = new Map<string, HeldNumber>();
const nextFaults: NextFault[] = [];
const runtimeFaults = simulatorFaults('twilio-fail');

const twilioError = (response: ServerResponse, status: number, code: number, message: string) =>
  sendJson(response, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });

const accountPath = () => `${SIMULATOR_PATHS.twilioApi}/2010-04-01/Accounts/${process.env.TWILIO_ACCOUNT_SID ?? ''}`;

function numberJson(held: HeldNumber) {
  return {
    sid: held.sid,
    account_sid: process.env.TWILIO_ACCOUNT_SID,
    phone_number: held.phoneNumber,
    friendly_name: held.phoneNumber,
    sms_url: held.smsUrl,
    sms_method: 'POST',
    capabilities: { sms: true, voice: false, mms: false },
    date_created: new Date(held.boughtAt).toUTCString(),
    uri: `/2010-04-01/Accounts/${process.env.TWILIO_ACCOUNT_SID}/IncomingPhoneNumbers/${held.sid}.json`,
  };
}

const owned = () => [...numbers.values()].filter((held) => held.releasedAt === null);
const dramaNumber = (index: number) => `+447700900${String(index).padStart(3, '0')}`;

function offered(limit: number): string[] {
  const taken = new Set([...numbers.values()].map((held) => held.phoneNumber));
  const found: string[] = [];
  for (let index = FIRST_OFFERED; index <= LAST_OFFERED && found.length < limit; index += 1) {
    if (!taken.has(dramaNumber(index))) found.push(dramaNumber(index));
  }
  return found;
}

function authorised(request: IncomingMessage): boolean {
  const expected = `Basic ${Buffer.from(`${process.env.TWILIO_ACCOUNT_SID}:${process.env.TWILIO_AUTH_TOKEN}`).toString('base64')}`;
  return request.headers.authorization === expected;
}

/** The runtime's FAULTS: a 429 with Retry-After or a 500, half each, on any call. */
function struckByRuntimeFault(response: ServerResponse): boolean {
  if (!runtimeFaults()?.strikes('twilio-fail')) return false;
  if (Math.random() < 0.5) {
    response.setHeader('retry-after', '1');
    twilioError(response, 429, 20429, 'Too Many Requests');
  } else {
    twilioError(response, 500, 20500, 'Internal Server Error');
  }
  return true;
}

function buy(response: ServerResponse, form: URLSearchParams) {
  const fault = nextFaults.shift();
  const phoneNumber = form.get('PhoneNumber') ?? '';
  if (fault === '429') {
    response.setHeader('retry-after', '30');
    return twilioError(response, 429, 20429, 'Too Many Requests');
  }
  if (fault === '500') return twilioError(response, 500, 20500, 'Internal Server Error');
  if (fault === 'bundle-missing' || !form.get('BundleSid')) {
    return twilioError(
      response,
      400,
      21649,
      'Phone Number Requires a Bundle: BundleSid is required for GB mobile numbers',
    );
  }
  if (!form.get('AddressSid')) return twilioError(response, 400, 21631, 'Phone Number Requires an Address');
  if (fault === 'unavailable' || !offered(LAST_OFFERED).includes(phoneNumber)) {
    return twilioError(response, 400, 21422, 'PhoneNumber is not available');
  }
  const held: HeldNumber = {
    sid: `PN${randomBytes(16).toString('hex')}`,
    phoneNumber,
    smsUrl: form.get('SmsUrl') ?? '',
    boughtAt: new Date().toISOString(),
    releasedAt: null,
  };
  numbers.set(held.sid, held);
  // Bought, but the answer never arrives: the caller sees what a timeout looks like.
  if (fault === 'lost-answer') {
    response.destroy();
    return;
  }
  sendJson(response, 201, numberJson(held));
}

function restApi(request: IncomingMessage, response: ServerResponse, pathname: string, body: Buffer) {
  if (!authorised(request)) return twilioError(response, 401, 20003, 'Authenticate');
  if (struckByRuntimeFault(response)) return;
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
  const form = new URLSearchParams(body.toString('utf8'));
  const path = pathname.slice(accountPath().length);
  if (!pathname.startsWith(accountPath()))
    return twilioError(response, 404, 20404, 'The requested resource was not found');
  if (path === '/AvailablePhoneNumbers/GB/Mobile.json' && request.method === 'GET') {
    const limit = Math.min(Number(query.get('PageSize') ?? 50) || 50, 50);
    return sendJson(response, 200, {
      available_phone_numbers: offered(limit).map((phoneNumber) => ({
        friendly_name: phoneNumber,
        phone_number: phoneNumber,
        iso_country: 'GB',
        capabilities: { SMS: true, voice: false, MMS: false },
      })),
      uri: `${path}?${query}`,
    });
  }
  if (path === '/IncomingPhoneNumbers.json' && request.method === 'POST') return buy(response, form);
  if (path === '/IncomingPhoneNumbers.json' && request.method === 'GET') {
    const only = query.get('PhoneNumber');
    const list = owned().filter((held) => !only || held.phoneNumber === only);
    return sendJson(response, 200, { incoming_phone_numbers: list.map(numberJson), next_page_uri: null, page: 0 });
  }
  const sid = /^\/IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/.exec(path)?.[1];
  const held = sid ? numbers.get(sid) : undefined;
  if (!held || held.releasedAt) return twilioError(response, 404, 20404, 'The requested resource was not found');
  if (request.method === 'DELETE') {
    held.releasedAt = new Date().toISOString();
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'POST') {
    held.smsUrl = form.get('SmsUrl') ?? held.smsUrl;
    return sendJson(response, 200, numberJson(held));
  }
  return sendJson(response, 200, numberJson(held));
}

function pricing(response: ServerResponse, pathname: string) {
  if (pathname !== `${SIMULATOR_PATHS.twilioPricing}/v1/PhoneNumbers/Countries/GB`) {
    return twilioError(response, 404, 20404, 'The requested resource was not found');
  }
  sendJson(response, 200, {
    country: 'United Kingdom',
    iso_country: 'GB',
    price_unit: 'USD',
    phone_number_prices: [
      { number_type: 'local', base_price: '1.15', current_price: '1.15' },
      { number_type: 'mobile', base_price: SIM_MONTHLY_PRICE, current_price: SIM_MONTHLY_PRICE },
    ],
  });
}

function page(response: ServerResponse, query: URLSearchParams) {
  const rows = [...numbers.values()]
    .reverse()
    .map(
      (
        held,
      ) => `<tr data-testid="carrier-number"><td>${escapeHtml(held.phoneNumber)}</td><td>${escapeHtml(held.sid)}</td>
<td>${held.releasedAt ? `released ${escapeHtml(held.releasedAt)}` : `bought ${escapeHtml(held.boughtAt)}`}</td>
<td>${
        held.releasedAt
          ? ''
          : `<form method="post"><input type="hidden" name="to" value="${escapeHtml(held.phoneNumber)}">
<input name="body" value="Your code is 482917" maxlength="1600" aria-label="Message"><button>Send an SMS</button></form>`
      }</td></tr>`,
    )
    .join('');
  const sent = query.get('status')
    ? `<p data-testid="sent">Posted to ${escapeHtml(query.get('to') ?? '')}'s SMS URL: it answered <strong>${escapeHtml(query.get('status') ?? '')}</strong>.</p>`
    : '';
  sendPage(
    response,
    'Twilio (simulator)',
    `<h1>Twilio <span class="badge">simulator</span></h1>${sent}
<p class="note">Account ${escapeHtml(process.env.TWILIO_ACCOUNT_SID ?? '')}; ${owned().length} numbers held, ${numbers.size - owned().length} released;
${offered(LAST_OFFERED).length} offered at $${SIM_MONTHLY_PRICE} a month. An SMS is posted to the number's SMS URL with X-Twilio-Signature.</p>
${rows ? `<table><tr><th>Number</th><th>Sid</th><th></th><th></th></tr>${rows}</table>` : '<p class="note">No number bought yet.</p>'}`,
  );
}

async function sendSms(response: ServerResponse, body: Buffer) {
  const form = new URLSearchParams(body.toString('utf8'));
  const held = owned().find((number) => number.phoneNumber === form.get('to'));
  if (!held) return sendPage(response, 'Not found', '<h1>That number is not held</h1>', 404);
  const sent = await postInboundMessageTo(held.smsUrl, process.env.TWILIO_AUTH_TOKEN ?? '', {
    to: held.phoneNumber,
    from: form.get('from') || '+447700900999',
    body: form.get('body') ?? '',
  });
  redirect(
    response,
    `${SIMULATOR_PATHS.twilio}?${new URLSearchParams({ to: held.phoneNumber, status: String(sent.status) })}`,
  );
}

export async function handleTwilio(request: IncomingMessage, response: ServerResponse, pathname: string, body: Buffer) {
  if (pathname.startsWith(SIMULATOR_PATHS.twilioApi)) return restApi(request, response, pathname, body);
  if (pathname.startsWith(SIMULATOR_PATHS.twilioPricing)) return pricing(response, pathname);
  if (pathname === SIMULATOR_PATHS.twilioFaults && request.method === 'POST') {
    const asked = (JSON.parse(body.toString('utf8') || '{}') as { next?: unknown }).next;
    const valid = Array.isArray(asked) && asked.every((fault) => (NEXT_FAULTS as readonly unknown[]).includes(fault));
    if (!valid) return sendJson(response, 400, { error: `next: a list of ${NEXT_FAULTS.join(', ')}` });
    nextFaults.push(...(asked as NextFault[]));
    return sendJson(response, 200, { next: nextFaults });
  }
  if (pathname !== SIMULATOR_PATHS.twilio) return sendPage(response, 'Not found', '<h1>No such page</h1>', 404);
  if (request.method === 'POST') return sendSms(response, body);
  return page(response, new URL(request.url ?? '/', 'http://localhost').searchParams);
}

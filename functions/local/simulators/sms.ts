// The SMS supplier simulator: a page listing the numbers in use, with a form that sends any of them an SMS as a
// signed Twilio webhook to PUBLIC_URL + /webhooks/sms, exactly as the supplier would. A one-time order's row sends a
// code of its service's shape, a lease's a plain message.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTableClient } from '../../adapters/dynamo/document-client.js';
import { createAdminListRepository } from '../../adapters/dynamo/admin-list-repository.js';
import { createNumberRepository } from '../../adapters/dynamo/number-repository.js';
import { postInboundMessage } from '../../adapters/sms/twilio-inbound-message.js';
import { escapeHtml } from '../../domain/escape-html.js';
import type { AdminListRepository } from '../../domain/admin/ports.js';
import type { NumberRepository } from '../../domain/stock/ports.js';
import type { PhoneNumber } from '../../domain/stock/phone-number.js';
import { SIMULATOR_PATHS } from './paths.js';
import { redirect, sendPage } from './page.js';
import { codeMessageFor, PLAIN_MESSAGE } from './sample-sms.js';

const SHOWN = 50;
const HOLDER_LABEL = { oneTime: 'One-time order', lease: '30-day lease' } as const;

let repositories: { numbers: NumberRepository; orders: AdminListRepository } | undefined;
function tableRepositories() {
  const env = process.env;
  const table = createTableClient({
    tableName: env.TABLE_NAME ?? '',
    region: env.AWS_REGION ?? '',
    endpoint: env.DYNAMODB_ENDPOINT,
  });
  repositories ??= { numbers: createNumberRepository(table), orders: createAdminListRepository(table) };
  return repositories;
}

/** The message a row's "Send a code" sends: one of the order's service's shape, or a plain one for a lease. */
async function sampleFor(number: PhoneNumber): Promise<{ from: string; body: string }> {
  if (number.holder?.kind !== 'oneTime') return PLAIN_MESSAGE;
  const order = await tableRepositories().orders.orderByIdOrNumber(number.holder.id);
  return order ? codeMessageFor(order.serviceName) : PLAIN_MESSAGE;
}

async function page(response: ServerResponse, query: URLSearchParams) {
  const inUse = await tableRepositories().numbers.inUse(SHOWN);
  const samples = await Promise.all(inUse.map(sampleFor));
  const sent = query.get('status')
    ? `<p data-testid="sent">Sent ${escapeHtml(query.get('sid') ?? '')} to ${escapeHtml(query.get('to') ?? '')}: ` +
      `the webhook answered <strong>${escapeHtml(query.get('status') ?? '')}</strong>.</p>`
    : '';
  const rows = inUse
    .map(
      (
        number,
        index,
      ) => `<tr><td>${escapeHtml(number.number)}</td><td>${number.holder ? HOLDER_LABEL[number.holder.kind] : ''}</td>
<td><form method="post"><input type="hidden" name="to" value="${escapeHtml(number.number)}">
<input type="hidden" name="from" value="${escapeHtml(samples[index]!.from)}"><input type="hidden" name="body" value="${escapeHtml(samples[index]!.body)}">
<button>${number.holder?.kind === 'lease' ? 'Send a message' : 'Send a code'}</button></form></td></tr>`,
    )
    .join('');
  sendPage(
    response,
    'SMS supplier (simulator)',
    `<h1>SMS supplier <span class="badge">simulator</span></h1>${sent}
<form method="post">
<label>To <input name="to" list="in-use" required pattern="\\+[1-9][0-9]{6,14}" placeholder="+447700900123"></label>
<datalist id="in-use">${inUse.map((number) => `<option value="${escapeHtml(number.number)}">`).join('')}</datalist>
<label>From <input name="from" value="+447700900999" required maxlength="64"></label>
<label>Message <textarea name="body" rows="3" maxlength="1600" style="width:100%">Your code is 123-456</textarea></label>
<div class="actions"><button class="primary">Send SMS</button></div></form>
<h2>Numbers in use (${inUse.length}${inUse.length === SHOWN ? '+' : ''})</h2>
${inUse.length ? `<table><tr><th>Number</th><th>Held by</th><th></th></tr>${rows}</table>` : '<p class="note">No number is in use: buy or rent one first.</p>'}
<p class="note">Each message is posted to ${escapeHtml(process.env.PUBLIC_URL ?? '')}/webhooks/sms with X-Twilio-Signature,
as Twilio would; <code>npm run ops -- sms:send &lt;to&gt; &lt;text&gt;</code> does the same.</p>`,
  );
}

export async function handleSmsSupplier(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  body: Buffer,
) {
  if (pathname !== SIMULATOR_PATHS.smsSupplier) {
    return sendPage(response, 'Not found', '<h1>No such page</h1>', 404);
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'POST') return page(response, url.searchParams);
  const form = new URLSearchParams(body.toString('utf8'));
  const to = form.get('to') ?? '';
  const sent = await postInboundMessage(process.env.PUBLIC_URL ?? '', process.env.SMS_SUPPLIER_AUTH_TOKEN ?? '', {
    to,
    from: form.get('from') || '+447700900999',
    body: form.get('body') ?? '',
  });
  redirect(
    response,
    `${SIMULATOR_PATHS.smsSupplier}?${new URLSearchParams({ to, sid: sent.messageSid, status: String(sent.status) })}`,
  );
}

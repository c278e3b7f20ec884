import { describe, expect, inject, it } from 'vitest';
import { API_KEY_MONTHLY_QUOTA } from '../../shared/constants.js';
import { developer } from '../support/api-keys.js';
import { eventually } from '../support/payments.js';
import { signedSms } from '../support/sms.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();

/** A call as the tools make it: GET with the parameters in the query, or POST as a form. */
async function protocol(params: Record<string, string>, method: 'GET' | 'POST' = 'GET') {
  const url = `${inject('siteUrl')}/stubs/handler_api.php`;
  const query = new URLSearchParams(params).toString();
  const response =
    method === 'GET'
      ? await fetch(`${url}?${query}`)
      : await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: query,
        });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
    headers: response.headers,
  };
}

describe('the sms-activate protocol', () => {
  it('drives an activation as a tool does: getNumber, the SMS, getStatus STATUS_OK, and setStatus 6', async () => {
    const dev = await developer(table, 11_500, 'sa-flow');
    let calls = 0;
    const call = (params: Record<string, string>) => {
      calls += 1;
      return protocol({ api_key: dev.key, ...params });
    };
    expect(await call({ action: 'getBalance' })).toMatchObject({
      status: 200,
      type: 'text/plain; charset=utf-8',
      text: 'ACCESS_BALANCE:115.00',
    });
    const number = await call({ action: 'getNumber', service: 'wa', country: '16' });
    const [word, id, digits] = number.text.split(':');
    expect(word).toBe('ACCESS_NUMBER');
    expect(digits).toMatch(/^44\d{10}$/);
    expect((await call({ action: 'getBalance' })).text).toBe('ACCESS_BALANCE:105.01');
    expect((await call({ action: 'getStatus', id: id! })).text).toBe('STATUS_WAIT_CODE');
    expect((await call({ action: 'setStatus', id: id!, status: '1' })).text).toBe('ACCESS_READY');

    expect((await signedSms(`+${digits}`, 'WhatsApp code: 731-904', 'WhatsApp').post()).status).toBe(200);
    const status = await eventually(
      async () => (await call({ action: 'getStatus', id: id! })).text,
      (text) => text !== 'STATUS_WAIT_CODE',
    );
    expect(status).toBe('STATUS_OK:731904');
    expect((await call({ action: 'setStatus', id: id!, status: '8' })).text).toBe('BAD_STATUS');
    expect((await call({ action: 'setStatus', id: id!, status: '3' })).text).toBe('BAD_STATUS');
    expect((await call({ action: 'setStatus', id: id!, status: '6' })).text).toBe('ACCESS_ACTIVATION');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 11_500 - 999, ledger: 11_500 - 999 });
    expect((await dev.listed()).requests).toBe(calls);
  });

  it('refunds a fresh activation cancelled with setStatus 8, posted as a form, once', async () => {
    const dev = await developer(table, 2_000, 'sa-cancel');
    const call = (params: Record<string, string>) => protocol({ api_key: dev.key, ...params }, 'POST');
    const [, id] = (await call({ action: 'getNumber', service: 'tg' })).text.split(':');
    expect((await call({ action: 'setStatus', id: id!, status: '8' })).text).toBe('ACCESS_CANCEL');
    expect((await call({ action: 'getStatus', id: id! })).text).toBe('STATUS_CANCEL');
    expect((await call({ action: 'setStatus', id: id!, status: '8' })).text).toBe('ACCESS_CANCEL');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
  });

  it('answers its own error words and charges nothing', async () => {
    const dev = await developer(table, 500, 'sa-errors');
    const other = await developer(table, 2_000, 'sa-other');
    const [, theirs] = (await protocol({ api_key: other.key, action: 'getNumber', service: 'ds' })).text.split(':');
    const call = (params: Record<string, string>) => protocol({ api_key: dev.key, ...params });
    const cases: [Record<string, string>, string][] = [
      [{ action: 'getNumber', service: 'zz' }, 'BAD_SERVICE'],
      [{ action: 'getNumber' }, 'BAD_SERVICE'],
      [{ action: 'getNumber', service: 'wa', country: '0' }, 'NO_NUMBERS'],
      [{ action: 'getNumber', service: 'wa' }, 'NO_BALANCE'],
      [{ action: 'getStatus', id: theirs! }, 'NO_ACTIVATION'],
      [{ action: 'getStatus', id: '../x' }, 'NO_ACTIVATION'],
      [{ action: 'setStatus', id: theirs!, status: '8' }, 'NO_ACTIVATION'],
      [{ action: 'getStatus' }, 'NO_ACTIVATION'],
      [{ action: 'buyEverything' }, 'BAD_ACTION'],
      [{ action: 'constructor' }, 'BAD_ACTION'],
      [{}, 'BAD_ACTION'],
    ];
    for (const [params, expected] of cases) {
      const reply = await call(params);
      expect(reply, JSON.stringify(params)).toMatchObject({ status: 200, text: expected });
    }
    expect((await protocol({ action: 'getNumber', service: 'wa', api_key: 'uks_live_unknown' })).text).toBe('BAD_KEY');
    expect((await protocol({ action: 'getBalance' })).text).toBe('BAD_KEY');
    expect((await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { status: 'inactive' })).status).toBe(200);
    expect((await call({ action: 'getBalance' })).text).toBe('BAD_KEY');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 500, ledger: 500 });
    expect((await other.listed()).requests).toBe(1);
  });

  it('lists prices and stock per activation code for the UK (country 16) as JSON, counting each call', async () => {
    const dev = await developer(table, 0, 'sa-prices');
    const prices = await protocol({ api_key: dev.key, action: 'getPrices', country: '16' });
    expect(prices.type).toBe('application/json; charset=utf-8');
    const body = JSON.parse(prices.text);
    expect(body['16'].wa).toEqual({ cost: 9.99, count: expect.any(Number) });
    expect(body['16'].ot.cost).toBe(11.99);
    const counts = JSON.parse((await protocol({ api_key: dev.key, action: 'getNumbersStatus', country: '16' })).text);
    expect(counts.wa_0).toMatch(/^\d+$/);
    expect(counts.tg_0).toBe(counts.wa_0);
    expect(prices.headers.get('ratelimit-remaining')).toBe(String(API_KEY_MONTHLY_QUOTA - 1));
    expect((await dev.listed()).requests).toBe(2);
  });

  it('answers junk, with or without a key, with a word and status 200, never a 500', async () => {
    const dev = await developer(table, 0, 'sa-junk');
    const url = `${inject('siteUrl')}/stubs/handler_api.php`;
    for (const key of ['', dev.key]) {
      for (const body of ['{not json', 'api_key=%zz&action=%00', 'x'.repeat(70 * 1024), '']) {
        for (const type of ['application/x-www-form-urlencoded', 'application/json']) {
          const reply = await fetch(`${url}?api_key=${key}&action=getStatus&id=%00`, {
            method: 'POST',
            headers: { 'content-type': type },
            body,
          });
          expect(reply.status, `${type} ${body.slice(0, 20)}`).toBe(200);
          expect(await reply.text()).toMatch(/^[A-Z_]+$/);
        }
      }
    }
    expect((await fetch(`${url}?api_key=${dev.key}&action=getStatus&id=1%27%22%3Cx%3E`)).status).toBe(200);
  });
});

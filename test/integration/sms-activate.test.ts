import { describe, expect, inject, it } from 'vitest';
import { API_KEY_CALLS_PER_SECOND } from '../../shared/constants.js';
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
    expect(id).toMatch(/^[1-9]\d{14}$/);
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
    expect((await call({ action: 'setStatus', id: id!, status: '6' })).text).toBe('ACCESS_ACTIVATION');
    expect((await call({ action: 'setStatus', id: id!, status: '3' })).text).toBe('BAD_STATUS');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 11_500 - 999, ledger: 11_500 - 999 });
    // The purchase alone counted against the period's 1,000; the other calls were reads.
    expect(calls).toBeGreaterThan(5);
    expect((await dev.listed()).requests).toBe(1);
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
      [{ action: 'getNumber', service: 'wa', maxPrice: '9.98' }, 'WRONG_MAX_PRICE:9.99'],
      [{ action: 'getNumber', service: 'wa', maxPrice: 'cheap' }, 'WRONG_MAX_PRICE:9.99'],
      [{ action: 'getNumber', service: 'wa', operator: 'vodafone' }, 'NO_NUMBERS'],
      [{ action: 'getStatus', id: '../x' }, 'WRONG_ACTIVATION_ID'],
      [{ action: 'getStatus', id: '99999999999999999999' }, 'WRONG_ACTIVATION_ID'],
      [{ action: 'getStatus', id: '123456789012345' }, 'NO_ACTIVATION'],
      [{ action: 'setStatus', id: theirs!, status: '8' }, 'NO_ACTIVATION'],
      [{ action: 'getStatus' }, 'WRONG_ACTIVATION_ID'],
      [{ action: 'getStatusV2', id: theirs! }, 'NO_ACTIVATION'],
      [{ action: 'getFullSms', id: theirs! }, 'NO_ACTIVATION'],
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
    expect((await dev.listed()).requests).toBe(0);
  });

  it('lists prices and stock per activation code for the UK (country 16) as JSON, counting none against the quota', async () => {
    const dev = await developer(table, 0, 'sa-prices');
    const prices = await protocol({ api_key: dev.key, action: 'getPrices', country: '16' });
    expect(prices.type).toBe('application/json; charset=utf-8');
    const body = JSON.parse(prices.text);
    expect(body['16'].wa).toEqual({ cost: 9.99, count: expect.any(Number) });
    expect(body['16'].ot.cost).toBe(11.99);
    const counts = JSON.parse((await protocol({ api_key: dev.key, action: 'getNumbersStatus', country: '16' })).text);
    expect(counts.wa_0).toMatch(/^\d+$/);
    expect(counts.tg_0).toBe(counts.wa_0);
    expect(prices.headers.get('ratelimit-limit')).toBe(String(API_KEY_CALLS_PER_SECOND));
    const only = JSON.parse((await protocol({ api_key: dev.key, action: 'getPrices', service: 'tg' })).text);
    expect(Object.keys(only['16'])).toEqual(['tg']);
    expect(JSON.parse((await protocol({ api_key: dev.key, action: 'getPrices', country: '2' })).text)).toEqual({});
    const verification = JSON.parse(
      (await protocol({ api_key: dev.key, action: 'getPricesVerification', service: 'wa' })).text,
    );
    expect(verification).toEqual({ wa: { 16: { count: expect.any(Number), price: 9.99 } } });
    const top = JSON.parse(
      (await protocol({ api_key: dev.key, action: 'getTopCountriesByService', service: 'wa' })).text,
    );
    expect(top).toEqual({ 0: { country: 16, count: expect.any(Number), price: 9.99, retail_price: 9.99 } });
    const countries = JSON.parse((await protocol({ api_key: dev.key, action: 'getCountries' })).text);
    expect(countries['16']).toMatchObject({ id: 16, eng: 'United Kingdom', rus: expect.any(String), chn: '英国' });
    const services = JSON.parse((await protocol({ api_key: dev.key, action: 'getServicesList' })).text);
    expect(services.services).toContainEqual({ code: 'wa', name: 'WhatsApp' });
    expect(JSON.parse((await protocol({ api_key: dev.key, action: 'getOperators', country: '16' })).text)).toEqual({
      status: 'success',
      countryOperators: { 16: ['any'] },
    });
    expect((await dev.listed()).requests).toBe(0);
  });

  it('answers getNumberV2, getStatusV2, getFullSms and getActiveActivations in their JSON, with a numeric id', async () => {
    const dev = await developer(table, 2_000, 'sa-v2');
    const call = (params: Record<string, string>) => protocol({ api_key: dev.key, ...params });
    const bought = JSON.parse(
      (
        await call({
          action: 'getNumberV2',
          service: 'wa',
          maxPrice: '10',
          lang: 'en',
          ref: 'x',
          forward: '0',
          activationType: '0',
          userId: '7',
        })
      ).text,
    );
    expect(bought).toEqual({
      activationId: expect.stringMatching(/^[1-9]\d{14}$/),
      phoneNumber: expect.stringMatching(/^44\d{10}$/),
      activationCost: '9.99',
      currency: 840,
      countryCode: '16',
      canGetAnotherSms: '1',
      activationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      activationEndTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      activationOperator: 'any',
    });
    const id = bought.activationId as string;
    // Only numbers starting with an excepted prefix left: none to sell, nothing charged.
    expect((await call({ action: 'getNumber', service: 'wa', phoneException: '447,44' })).text).toBe('NO_NUMBERS');
    expect(JSON.parse((await call({ action: 'getStatusV2', id })).text)).toEqual({
      verificationType: 0,
      sms: null,
      call: null,
    });
    expect((await call({ action: 'getFullSms', id })).text).toBe('STATUS_WAIT_CODE');
    const active = JSON.parse((await call({ action: 'getActiveActivations' })).text);
    expect(active.activeActivations).toEqual([
      expect.objectContaining({ activationId: id, serviceCode: 'wa', activationStatus: '1', smsCode: null }),
    ]);
    // The member's order screen shows the same number.
    const order = (await dev.client.get('/users/orders.php')).body.orders[0];
    expect(order.id).toBe(id);

    expect((await signedSms(`+${bought.phoneNumber}`, 'Your WhatsApp code 246-810', 'WhatsApp').post()).status).toBe(
      200,
    );
    await eventually(
      async () => (await call({ action: 'getStatus', id })).text,
      (text) => text.startsWith('STATUS_OK'),
    );
    expect(JSON.parse((await call({ action: 'getStatusV2', id })).text).sms).toEqual({
      dateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      code: '246810',
      text: 'Your WhatsApp code 246-810',
    });
    expect((await call({ action: 'getFullSms', id })).text).toBe('FULL_SMS:Your WhatsApp code 246-810');
    expect((await call({ action: 'setStatus', id, status: '3' })).text).toBe('ACCESS_RETRY_GET');
    expect((await call({ action: 'getStatus', id })).text).toBe('STATUS_WAIT_RETRY:246810');
    const retrying = JSON.parse((await call({ action: 'getActiveActivations' })).text).activeActivations[0];
    expect(retrying).toMatchObject({ activationStatus: '3', smsCode: ['246810'] });
    // Waiting for another SMS after a code is not a cancellable activation: no refund.
    expect((await call({ action: 'setStatus', id, status: '8' })).text).toBe('BAD_STATUS');
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 2_000 - 999, ledger: 2_000 - 999 });
  });

  it('rents our 30-day lease for 720 hours only, with its inbox paged, and continues it for 720 hours only', async () => {
    const dev = await developer(table, 5_000, 'sa-rent');
    const call = async (params: Record<string, string>) =>
      JSON.parse((await protocol({ api_key: dev.key, ...params })).text);
    const listing = await call({ action: 'getRentServicesAndCountries', rent_time: '720' });
    expect(listing).toMatchObject({ countries: { 0: 16 }, operators: { 0: 'any' }, currency: 840 });
    expect(listing.services.wa).toEqual({ cost: 14.99, quant: expect.any(Number) });
    for (const time of ['4', '', '721']) {
      expect(await call({ action: 'getRentNumber', service: 'wa', rent_time: time })).toEqual({
        status: 'error',
        message: 'INVALID_TIME',
      });
    }
    expect(await call({ action: 'getRentNumber', service: 'zz', rent_time: '720' })).toEqual({
      status: 'error',
      message: 'BAD_SERVICE',
    });
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 5_000, ledger: 5_000 });

    const rented = await call({ action: 'getRentNumber', service: 'wa', rent_time: '720', country: '16' });
    expect(rented).toEqual({
      status: 'success',
      phone: {
        id: expect.any(Number),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        number: expect.stringMatching(/^44\d{10}$/),
      },
    });
    const id = String(rented.phone.id);
    expect(Number.isSafeInteger(rented.phone.id)).toBe(true);
    expect(await call({ action: 'getRentStatus', id })).toEqual({ status: 'error', message: 'STATUS_WAIT_CODE' });
    for (const text of ['First code 1111', 'Second code 2222', 'Third code 3333']) {
      expect((await signedSms(`+${rented.phone.number}`, text, 'WhatsApp').post()).status).toBe(200);
    }
    const inbox = await eventually(
      () => call({ action: 'getRentStatus', id }),
      (answer) => answer.quantity === '3',
    );
    expect(Object.keys(inbox.values)).toHaveLength(3);
    expect(inbox.values[0]).toEqual({
      phoneFrom: 'WhatsApp',
      text: expect.stringMatching(/code/),
      service: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const second = await call({ action: 'getRentStatus', id, page: '1', size: '2' });
    expect(second).toMatchObject({ status: 'success', quantity: '3' });
    expect(Object.keys(second.values)).toEqual(['0']);
    // The same lease as on the web: its inbox holds the same three messages.
    const lease = (await dev.client.get('/users/leases.php')).body.leases[0];
    expect(lease).toMatchObject({ message_count: 3 });

    expect(await call({ action: 'getRentList' })).toEqual({
      status: 'success',
      values: { 0: { id, phone: rented.phone.number } },
    });
    // Continued for 720 hours only (docs/decisions/062), as rented.
    expect(await call({ action: 'continueRentNumber', id, rent_time: '4' })).toEqual({
      status: 'error',
      message: 'INVALID_TIME',
    });
    expect(await call({ action: 'setRentStatus', id, status: '2' })).toEqual({
      status: 'error',
      message: 'CANT_CANCEL',
    });
    expect(await call({ action: 'getRentStatus', id: '123456789012345' })).toEqual({
      status: 'error',
      message: 'INVALID_PHONE',
    });
    expect(await call({ action: 'getRentStatus' })).toEqual({ status: 'error', message: 'NO_ID_RENT' });
    expect(await call({ action: 'setRentStatus', id, status: '1' })).toEqual({ status: 'success' });
    expect(await call({ action: 'getRentStatus', id })).toEqual({ status: 'error', message: 'STATUS_CANCEL' });
    expect(await call({ action: 'setRentStatus', id, status: '1' })).toEqual({
      status: 'error',
      message: 'ALREADY_CANCEL',
    });
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 5_000 - 1499, ledger: 5_000 - 1499 });
    expect((await dev.listed()).requests).toBe(1);
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
          expect(await reply.text()).toMatch(/^[A-Z_]+(:[\d :-]+)?$/);
        }
      }
    }
    expect((await fetch(`${url}?api_key=${dev.key}&action=getStatus&id=1%27%22%3Cx%3E`)).status).toBe(200);
  });
});

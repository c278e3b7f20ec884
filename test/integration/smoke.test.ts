import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inboundSmsKey } from '../../functions/adapters/dynamo/inbound-sms-entity.js';
import { notificationKey } from '../../functions/adapters/dynamo/payment-notification-entity.js';
import { notificationId } from '../../functions/domain/payments/receive-notification.js';
import { developer } from '../support/api-keys.js';
import { balanceAndLedger } from '../support/stock.js';
import { localTable } from '../support/table.js';
import { forgedRequests } from '../smoke/checks/signatures.js';
import { SITE_CHECKS } from '../smoke/checks/site.js';
import type { SmokeCheck } from '../smoke/check.js';
import { runSmoke, SMOKE_CHECKS, summaryLine, type CheckResult } from '../smoke/smoke.js';

const table = localTable();
const outcomes = (results: CheckResult[]) =>
  results.map((result) => `${result.outcome} ${result.name}: ${result.detail}`);

/** A server on loopback that is not the product: it answers every request with a plain page, or never. */
let other: http.Server;
let otherUrl: string;
beforeAll(async () => {
  other = http.createServer((request, response) => {
    if (request.url === '/never') return;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('It works!');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => {
  other.closeAllConnections();
  other.close();
});

describe('the smoke test against a running stack', () => {
  it('passes every API, signature and purchase check, and the forgeries and the purchase leave nothing behind', async () => {
    const buyer = await developer(table, 1_000, 'smoke');
    const runId = randomBytes(16).toString('hex');
    // This suite's stack serves the API only (WEB_MODE none): the pages are checked by CI against `npm start`.
    const results = await runSmoke({
      url: inject('siteUrl'),
      apiKey: buyer.key,
      runId,
      checks: SMOKE_CHECKS.filter((check) => check.group !== 'site'),
    });
    expect(outcomes(results).filter((line) => !line.startsWith('pass'))).toEqual([]);
    expect(results.map((result) => result.group)).toEqual(expect.arrayContaining(['api', 'signatures', 'purchase']));
    expect(summaryLine(results)).toBe(`${results.length} passed, 0 failed`);
    expect(results.find((result) => result.group === 'api')?.detail).toBe('stage local');

    const forged = forgedRequests(runId);
    const stored = (key: Record<string, string>) =>
      table.doc.send(new GetCommand({ TableName: table.tableName, Key: key })).then((reply) => reply.Item);
    expect(await stored(inboundSmsKey(forged.sms.get('MessageSid')!))).toBeUndefined();
    expect(await stored(notificationKey(notificationId('coinpayments', forged.coinPayments)))).toBeUndefined();
    expect(
      await stored(notificationKey(notificationId('nowpayments', JSON.stringify(forged.nowPayments)))),
    ).toBeUndefined();
    expect(await balanceAndLedger(table, buyer.user.id)).toEqual({ balance: 1_000, ledger: 1_000 });
  });

  it('is a command that prints one line per check and the summary, and exits 1 when any check fails', async () => {
    // The suite's stack serves no pages, so the page checks fail and the rest pass.
    const run = promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'test/smoke/run.ts',
      '--url',
      inject('siteUrl'),
    ]);
    const failed = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const lines = failed!.stdout.trim().split('\n');
    expect(lines.filter((line) => /^(PASS|FAIL|SKIP) {2}\w+: .+/.test(line))).toHaveLength(SMOKE_CHECKS.length);
    expect(lines.filter((line) => line.startsWith('FAIL  site: '))).toHaveLength(SITE_CHECKS.length);
    expect(lines).toContain(
      'SKIP  purchase: a one-time number is bought and cancelled, and its price refunded: no --api-key',
    );
    expect(lines.at(-1)).toBe(`${SMOKE_CHECKS.length - SITE_CHECKS.length - 1} passed, ${SITE_CHECKS.length} failed`);
  });

  it('fails the page checks against a stack that serves no site', async () => {
    const results = await runSmoke({ url: inject('siteUrl'), checks: SITE_CHECKS });
    expect(results.map((result) => result.outcome)).toEqual(SITE_CHECKS.map(() => 'fail'));
  });

  it('fails the purchase with a key the stage does not know, naming the refusal', async () => {
    const results = await runSmoke({
      url: inject('siteUrl'),
      apiKey: 'uks_live_00000000000000000000000000000000',
      checks: SMOKE_CHECKS.filter((check) => check.group === 'purchase'),
    });
    expect(results).toMatchObject([{ outcome: 'fail', detail: expect.stringContaining('expected 200, got 401') }]);
  });
});

describe('the smoke test against something else', () => {
  it('fails every check, the purchase included, against a server that is not the product', async () => {
    const results = await runSmoke({ url: otherUrl, apiKey: 'uks_live_anything' });
    expect(results.filter((result) => result.outcome !== 'fail')).toEqual([]);
    expect(summaryLine(results)).toBe(`0 passed, ${SMOKE_CHECKS.length} failed`);
  });

  it('fails a check whose answer does not come within the timeout', async () => {
    const never: SmokeCheck = {
      group: 'api',
      name: 'waits for an answer that never comes',
      run: async (context) => {
        await context.http.send('/never');
      },
    };
    const started = Date.now();
    const [result] = await runSmoke({ url: otherUrl, timeoutMs: 300, checks: [never] });
    expect(result).toMatchObject({ outcome: 'fail', detail: '/never: no answer within 0.3 s' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a plain-http address that is not loopback before sending anything', async () => {
    await expect(runSmoke({ url: 'http://example.com' })).rejects.toThrow(/must be https/);
    await expect(runSmoke({ url: 'not a url' })).rejects.toThrow(/Not a URL/);
  });
});

import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_UNREACHABLE } from '../../functions/http/public-api/health.js';
import { callApi } from '../support/api-keys.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { localTable } from '../support/table.js';

// A stack of its own: its table is deleted to show what the health check answers then.
let stack: LocalStack;

beforeAll(async () => {
  stack = await ownStack();
});
afterAll(() => stack?.stop());

describe('the health check, GET /api/v1/health', () => {
  it('answers without a key with the stage and its time while the table answers, and 503 once it does not', async () => {
    const before = Date.now();
    const healthy = await callApi(null, 'GET', '/health', undefined, stack.siteUrl);
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get('cache-control')).toBe('no-store');
    expect(healthy.body).toMatchObject({ success: true, data: { stage: 'local' } });
    expect(Date.parse(healthy.body.data.time)).toBeGreaterThanOrEqual(before - 1_000);

    const table = localTable(stack.dataDir);
    await table.doc.send(new DeleteTableCommand({ TableName: table.tableName }));
    const broken = await callApi(null, 'GET', '/health', undefined, stack.siteUrl);
    expect(broken.status).toBe(503);
    expect(broken.body).toEqual({
      success: false,
      error: { code: 'UNAVAILABLE', message: TABLE_UNREACHABLE, details: null },
    });
  });
});

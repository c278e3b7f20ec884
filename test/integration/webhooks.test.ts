import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiKeyKey } from '../../functions/adapters/dynamo/api-key-entity.js';
import { hashApiKey } from '../../functions/domain/api-keys/api-key.js';
import { developer } from '../support/api-keys.js';
import { localTable } from '../support/table.js';

const table = localTable();

const storedKey = async (key: string) =>
  (await table.doc.send(new GetCommand({ TableName: table.tableName, Key: apiKeyKey(hashApiKey(key)) }))).Item!;

describe('webhooks to customers', () => {
  it('sets a key’s URL from the API Keys screen and answers a new whsec_ secret once, never listing it', async () => {
    const dev = await developer(table, 0, 'hook-member');
    const url = 'http://127.0.0.1:9/hooks';
    const set = await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { webhook_url: url });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ success: true, webhook_secret: expect.stringMatching(/^whsec_[0-9a-f]{48}$/) });
    const listed = await dev.listed();
    expect(listed.webhook_url).toBe(url);
    expect(JSON.stringify(listed)).not.toContain(set.body.webhook_secret);
    expect(await storedKey(dev.key)).toMatchObject({ webhookUrl: url, webhookSecret: set.body.webhook_secret });

    const again = await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { webhook_url: url });
    expect(again.body.webhook_secret).not.toBe(set.body.webhook_secret);
  });

  it('sets the calling key’s URL with PUT /api/v1/webhook and answers {url, secret}', async () => {
    const dev = await developer(table, 0, 'hook-api');
    const reply = await dev.api('PUT', '/webhook', { url: 'http://localhost:9/in' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      data: { url: 'http://localhost:9/in', secret: expect.stringMatching(/^whsec_/) },
    });
    expect((await storedKey(dev.key)).webhookSecret).toBe(reply.body.data.secret);
  });

  it('refuses a bad URL with a 400 saying why, and changes nothing', async () => {
    const dev = await developer(table, 0, 'hook-bad');
    for (const url of ['not a url', 'ftp://127.0.0.1/x', 'http://10.0.0.7/x', 'http://169.254.169.254/latest']) {
      const member = await dev.client.put(`/users/api-keys.php?id=${dev.keyId}`, { webhook_url: url });
      expect(member.status).toBe(400);
      expect(member.body.error).toMatch(/webhook URL/);
      const api = await dev.api('PUT', '/webhook', { url });
      expect(api.status).toBe(400);
      expect(api.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/webhook URL/) });
    }
    expect((await dev.api('PUT', '/webhook', { url: 5 })).status).toBe(400);
    expect((await dev.listed()).webhook_url).toBeNull();
    expect((await storedKey(dev.key)).webhookSecret).toBeNull();
  });
});

// Test set-up for the public developer API: a funded member with a key made through the real member call, and a
// client that sends it.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { apiKeyKey } from '../../functions/adapters/dynamo/api-key-entity.js';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { hashApiKey } from '../../functions/domain/api-keys/api-key.js';
import { API_KEY_MONTHLY_FEE_CENTS } from '../../shared/constants.js';
import { MEMBER_PASSWORD, type Client } from './http.js';
import { stackEvents } from './outbox.js';
import { fundedMember } from './stock.js';

export interface ApiReply {
  status: number;
  body: Record<string, any>;
  headers: Headers;
}

/** Calls `/api/v1<path>` with `Authorization: Bearer <key>` (or none when `key` is null). */
export async function callApi(
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  siteUrl: string = inject('siteUrl'),
  headers: Record<string, string> = {},
): Promise<ApiReply> {
  const response = await fetch(`${siteUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

/** A member whose wallet holds `cents` after paying for a key made with POST /users/api-keys.php. */
export async function developer(table: TableClient, cents: number, label = 'developer') {
  const member = await fundedMember(table, cents + API_KEY_MONTHLY_FEE_CENTS, label);
  const created = await createKey(member.client, `${label} key`, member.password);
  if (created.status !== 201) throw new Error(`key creation failed: ${JSON.stringify(created.body)}`);
  const key = created.body.api_key.key as string;
  return {
    ...member,
    key,
    keyId: created.body.api_key.id as string,
    api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      callApi(key, method, path, body, undefined, headers),
    /** The key as the member's list shows it (requests, last_used, status). */
    listed: async () =>
      ((await member.client.get('/users/api-keys.php')).body.api_keys as Record<string, any>[]).find(
        (entry) => entry.id === created.body.api_key.id,
      )!,
  };
}

/** Test set-up, not an API call: sets fields of the stored key directly (a period's count, a suspension). */
export async function setKeyFields(table: TableClient, key: string, fields: Record<string, unknown>) {
  const names = Object.keys(fields);
  await table.doc.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: apiKeyKey(hashApiKey(key)),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, fields[name]])),
    }),
  );
}

/**
 * Makes `call` again, a second later, while its answer says the key's per-second limit refused it (at most 10 tries):
 * how a well-behaved tool meets the limit, for tests that fire more calls at once than a key's burst allows.
 */
export async function politely<T>(call: () => Promise<T>, refused: (answer: T) => boolean): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    const answer = await call();
    if (!refused(answer) || tries === 10) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** A Developer key made from the API Keys screen's call, with the member's password (docs/decisions/050): the reply. */
export const createKey = (client: Client, name = 'Main API Key', password = MEMBER_PASSWORD) =>
  client.post('/users/api-keys.php', { name, plan: 'developer', password });

/** The member's keys as the API Keys screen lists them. */
export const listKeys = async (client: Client) =>
  (await client.get('/users/api-keys.php')).body.api_keys as Record<string, any>[];

/** The key jobs' dependencies on a stack's table, with a clock set to `time`; their emails go out through the stack. */
export function keyJobAt(table: TableClient, time: number, siteUrl: string = inject('siteUrl')) {
  return {
    clock: { now: () => new Date(time) },
    users: createUserRepository(table),
    apiKeys: createApiKeyRepository(table),
    events: stackEvents(),
    publicUrl: siteUrl,
  };
}

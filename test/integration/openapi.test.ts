import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, inject, it } from 'vitest';
import { PUBLIC_API_BASE_PATH } from '../../shared/constants.js';
import { ROUTES } from '../../shared/routes.js';

describe('the OpenAPI document', () => {
  it('is served without a key at /api/v1/openapi.json as a valid OpenAPI 3.1 document of every key-authorised route', async () => {
    const response = await fetch(`${inject('siteUrl')}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, any>;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${PUBLIC_API_BASE_PATH}${path}`),
    );
    const keyed = Object.values(ROUTES)
      .filter((route) => route.area === 'publicApi' && route.access === 'apiKey')
      .map((route) => `${route.method} ${route.path}`);
    expect(documented.sort()).toEqual(keyed.sort());

    const create = document.paths['/orders'].post;
    expect(create.requestBody.content['application/json'].schema).toMatchObject({
      required: ['service', 'country'],
      properties: { country: { const: 'GB' } },
    });
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '402', '429', '503']));
    expect(document.components.schemas.Error.properties.error.properties.code.enum).toContain('INSUFFICIENT_BALANCE');
  });

  it('documents paging, max_price, Idempotency-Key, Location and the webhooks each format POSTs', async () => {
    const document = (await (await fetch(`${inject('siteUrl')}/api/v1/openapi.json`)).json()) as Record<string, any>;
    const create = document.paths['/orders'].post;
    expect(create.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(create.requestBody.content['application/json'].schema.properties.max_price).toMatchObject({
      type: 'integer',
    });
    expect(Object.keys(create.responses['201'].headers)).toEqual(expect.arrayContaining(['Location']));
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['409', '422']));
    const list = document.paths['/orders'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'status',
      'service',
      'limit',
      'cursor',
    ]);
    expect(document.paths['/leases/{id}/messages'].get.responses['200'].headers).toHaveProperty('Link');
    expect(Object.keys(document.webhooks)).toEqual(['sms.received', 'sms-activate', 'lease.renewed']);
    // The renewal is a buying POST: it takes an Idempotency-Key (docs/decisions/062).
    expect(
      document.paths['/leases/{id}/renew'].post.parameters.map((parameter: { name: string }) => parameter.name),
    ).toContain('Idempotency-Key');
    expect(document.webhooks['sms-activate'].post.requestBody.content['application/json'].schema.required).toEqual([
      'activationId',
      'service',
      'text',
      'code',
      'country',
      'receivedAt',
    ]);
    expect(
      document.webhooks['sms.received'].post.parameters.map((parameter: { name: string }) => parameter.name),
    ).toEqual(['X-Webhook-Id', 'X-Webhook-Signature']);
  });
});

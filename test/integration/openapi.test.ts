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
});

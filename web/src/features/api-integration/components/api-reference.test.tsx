// @vitest-environment happy-dom
// The API reference: each operation of the served OpenAPI document with its body fields and answers, a loading state
// first, and a link to the document when it cannot be read.

import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { ApiReference } from './api-reference';

const DOCUMENT = {
  openapi: '3.1.0',
  servers: [{ url: '/api/v1' }],
  paths: {
    '/orders': {
      post: {
        operationId: 'createOrder',
        summary: 'Buy a one-time UK number',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { service: { type: 'string' }, country: { type: 'string', const: 'GB' } },
                required: ['service', 'country'],
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'Done',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: {
                      type: 'object',
                      properties: { status: { type: 'string', enum: ['pending', 'completed'] } },
                      required: ['status'],
                    },
                  },
                },
              },
            },
          },
          '503': { description: 'NO_NUMBERS' },
        },
      },
    },
  },
};

describe('the API reference', () => {
  useTestServer();

  it('shows each operation of the document with its body fields and answers', async () => {
    server.use(answer('publicApi.openApi', () => HttpResponse.json(DOCUMENT)));
    renderWithApp(<ApiReference />);
    expect(screen.getByRole('status').textContent).toContain('Loading the API reference');

    const operation = await screen.findByRole('article', { name: 'POST /orders' });
    expect(operation.textContent).toContain('Buy a one-time UK number');
    expect(within(operation).getByText('country').parentElement?.textContent).toContain('country "GB" required');
    expect(within(operation).getByText('status').parentElement?.textContent).toContain(
      'status "pending" | "completed" required',
    );
    expect(operation.textContent).toContain('503 NO_NUMBERS');
  });

  it('links to the document when it cannot be read', async () => {
    server.use(answer('publicApi.openApi', () => HttpResponse.json({ nope: true }, { status: 404 })));
    renderWithApp(<ApiReference />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: '/api/v1/openapi.json' }).getAttribute('href')).toBe(
      '/api/v1/openapi.json',
    );
  });
});

// The API from outside: its health (the table answers), the catalogue, the developer API's document, and that the
// developer API demands a key.

import * as z from 'zod';
import { apiError, apiHealth } from '../../../shared/schemas/public-api.js';
import { serviceListResponse, serviceResponse } from '../../../shared/schemas/services.js';
import { ROUTES, routePath } from '../../../shared/routes.js';
import { expectStatus, parsedJson, SmokeFailure } from '../http.js';
import type { SmokeCheck } from '../check.js';

const healthAnswer = z.object({ success: z.literal(true), data: apiHealth });

export const API_CHECKS: readonly SmokeCheck[] = [
  {
    group: 'api',
    name: 'the API is healthy: it answers and reads its table',
    run: async ({ http }) => {
      const path = routePath('publicApi.health');
      const reply = await http.send(path);
      if (reply.status === 503) throw new SmokeFailure(`${path}: 503, the API cannot read its table`);
      expectStatus(reply, 200, path);
      const { data } = parsedJson(reply, healthAnswer, path);
      return `stage ${data.stage}`;
    },
  },
  {
    group: 'api',
    name: 'the catalogue lists services',
    run: async ({ http }) => {
      const path = routePath('services.list');
      const reply = await http.send(path);
      expectStatus(reply, 200, path);
      const { services } = parsedJson(reply, serviceListResponse, path);
      if (services.length === 0) throw new SmokeFailure(`${path}: the catalogue is empty (was the table seeded?)`);
      const onePath = routePath('services.get', { id: services[0]!.id });
      const one = await http.send(onePath);
      expectStatus(one, 200, onePath);
      parsedJson(one, serviceResponse, onePath);
      return `${services.length} services`;
    },
  },
  {
    group: 'api',
    name: "the developer API's OpenAPI document is served",
    run: async ({ http }) => {
      const path = routePath('publicApi.openApi');
      const reply = await http.send(path);
      expectStatus(reply, 200, path);
      parsedJson(reply, z.object({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }), path);
    },
  },
  {
    group: 'api',
    name: 'the developer API demands a key',
    run: async ({ http }) => {
      const path = ROUTES['publicApi.getBalance'].path;
      const reply = await http.send(path);
      expectStatus(reply, 401, `${path} without a key`);
      const { error } = parsedJson(reply, apiError, path);
      if (error.code !== 'UNAUTHORIZED') throw new SmokeFailure(`${path}: expected UNAUTHORIZED, got ${error.code}`);
    },
  },
];

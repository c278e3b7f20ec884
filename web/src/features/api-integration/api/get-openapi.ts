// The public API's OpenAPI 3.1 document, GET /api/v1/openapi.json (docs/decisions/024): a plain JSON document, not the
// site's envelope, read for the reference on /api-integration. Only the parts the reference shows are checked.

import * as z from 'zod';
import { routePath } from '../../../../../shared/routes';
import { ApiError } from '../../../lib/api-client';

/** A JSON Schema 2020-12 object, as OpenAPI 3.1 embeds it; the reference reads the keywords it knows. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}

const jsonSchema = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null);
const content = z.record(z.string(), z.object({ schema: jsonSchema.optional() })).optional();

const operation = z.object({
  operationId: z.string(),
  summary: z.string().default(''),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().default(false),
        schema: jsonSchema.optional(),
      }),
    )
    .default([]),
  requestBody: z.object({ content }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string().default(''), content })),
});

const openApiDocument = z.object({
  openapi: z.string(),
  servers: z.array(z.object({ url: z.string() })).default([]),
  paths: z.record(z.string(), z.record(z.string(), operation)),
});

export type OpenApiContent = z.infer<typeof content>;
export type OpenApiOperation = z.infer<typeof operation>;
export type OpenApiDocument = z.infer<typeof openApiDocument>;

export async function getOpenApi(signal: AbortSignal): Promise<OpenApiDocument> {
  const response = await fetch(routePath('publicApi.openApi'), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new ApiError(response.status, `OpenAPI document: HTTP ${response.status}`);
  return openApiDocument.parse(await response.json());
}

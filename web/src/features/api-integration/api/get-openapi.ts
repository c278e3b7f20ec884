// The public API's OpenAPI 3.1 document, GET /api/v1/openapi.json (docs/decisions/024): a plain JSON document, not the
// site's envelope, read for the reference on /api-integration. Its shape is checked by hand, not with zod: zod's parts
// that a parse would need live in the first load's vendor chunk, which the landing page's budget cannot spare.

import { routePath } from '@shared/routes';
import { ApiError } from '@/lib/api-client';

/** A JSON Schema 2020-12 object, as OpenAPI 3.1 embeds it; the reference reads the keywords it knows. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}

export type OpenApiContent = Record<string, { schema?: JsonSchema }> | undefined;

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: OpenApiContent };
  responses: Record<string, { description: string; content?: OpenApiContent }>;
}

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isOpenApi(value: unknown): value is OpenApiDocument {
  return (
    isRecord(value) &&
    typeof value.openapi === 'string' &&
    isRecord(value.paths) &&
    Object.values(value.paths).every(
      (methods) =>
        isRecord(methods) &&
        Object.values(methods).every(
          (operation) =>
            isRecord(operation) && typeof operation.operationId === 'string' && isRecord(operation.responses),
        ),
    )
  );
}

export async function getOpenApi(signal: AbortSignal): Promise<OpenApiDocument> {
  const response = await fetch(routePath('publicApi.openApi'), { headers: { Accept: 'application/json' }, signal });
  const document: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isOpenApi(document)) {
    throw new ApiError(response.status, `The OpenAPI document could not be read (HTTP ${response.status})`);
  }
  return document;
}

// The public API's TypeScript types generated from its OpenAPI document with openapi-typescript, for a client that
// knows the API only through that document (docs/decisions/024).

import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const GENERATED_TYPES_FILE = 'test/support/api-v1.generated.ts';

export async function generatedTypes(document: unknown): Promise<string> {
  const header = '// Generated from GET /api/v1/openapi.json by `npm run gen:api-client`; do not edit.\n\n';
  const source = header + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  // Formatted as the repository's own code, so the lint accepts the file as written.
  return format(source, { ...(await resolveConfig(GENERATED_TYPES_FILE)), filepath: GENERATED_TYPES_FILE });
}

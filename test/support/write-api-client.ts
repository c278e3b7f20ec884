// `npm run gen:api-client`: writes the public API's generated types from its OpenAPI document.

import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../../functions/http/public-api/openapi.js';
import { GENERATED_TYPES_FILE, generatedTypes } from './openapi-client.js';

writeFileSync(GENERATED_TYPES_FILE, await generatedTypes(JSON.parse(JSON.stringify(openApiDocument()))));
console.log(`Wrote ${GENERATED_TYPES_FILE}`);

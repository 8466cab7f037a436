import fs from 'node:fs';
import { ADMIN_API_PAGE, adminApiMarkdown, type OpenApiDocument } from './docs/admin-api-markdown.js';
import { openapiDocument } from './docs/openapi-document.js';

/** `npm run docs:api`: writes docs/admin-api.md from the OpenAPI document the server makes. */
fs.writeFileSync(ADMIN_API_PAGE, adminApiMarkdown((await openapiDocument()) as OpenApiDocument));
console.log(`Wrote ${ADMIN_API_PAGE}`);

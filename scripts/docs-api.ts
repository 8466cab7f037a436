import fs from 'node:fs';
import { API_PAGES, apiMarkdown, type OpenApiDocument } from './docs/api-markdown.js';
import { openapiDocument } from './docs/openapi-document.js';

/** `npm run docs:api`: writes docs/api.md and docs/admin-api.md from the OpenAPI document the server makes. */
const doc = (await openapiDocument()) as OpenApiDocument;
for (const page of API_PAGES) {
  fs.writeFileSync(page.file, apiMarkdown(doc, page));
  console.log(`Wrote ${page.file}`);
}

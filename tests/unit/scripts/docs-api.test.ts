import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_API_PAGE, API_PAGES, apiMarkdown, MEMBER_API_PAGE, type OpenApiDocument } from '../../../scripts/docs/api-markdown.js';
import { openapiDocument } from '../../../scripts/docs/openapi-document.js';

describe('docs/api.md and docs/admin-api.md (npm run docs:api)', () => {
  it("are what the script makes from the server's OpenAPI document now: run `npm run docs:api` after changing a route or a contract", async () => {
    const doc = (await openapiDocument()) as OpenApiDocument;
    for (const page of API_PAGES) expect(fs.readFileSync(page.file, 'utf8'), page.file).toBe(apiMarkdown(doc, page));
  }, 30_000);

  it('leave no operation off: each is on one page, and one under no "<page>: <area>" tag is an error', () => {
    const doc: OpenApiDocument = {
      tags: [{ name: 'admin: users' }, { name: 'api: steps' }],
      paths: {
        '/api/admin/users': { get: { summary: 'List', tags: ['admin: users'] }, post: { summary: 'Create' } },
        '/api/people/roles': { get: { summary: 'Load', tags: ['api: steps'] }, post: { summary: 'Save' } },
      },
    };
    expect(() => apiMarkdown(doc, ADMIN_API_PAGE)).toThrow('admin operations under no "admin: <area>" tag: POST /api/admin/users');
    expect(() => apiMarkdown(doc, MEMBER_API_PAGE)).toThrow('api operations under no "api: <area>" tag: POST /api/people/roles');
  });

  it('refuses two different shapes of one title, which would share one table', () => {
    const shape = (type: string) => ({ title: 'Row', type: 'object', properties: { a: { type } } });
    const doc: OpenApiDocument = {
      tags: [{ name: 'admin: users' }],
      paths: {
        '/api/admin/a': {
          get: { tags: ['admin: users'], responses: { 200: { content: { 'application/json': { schema: shape('string') } } } } },
        },
        '/api/admin/b': {
          get: { tags: ['admin: users'], responses: { 200: { content: { 'application/json': { schema: shape('integer') } } } } },
        },
      },
    };
    expect(() => apiMarkdown(doc, ADMIN_API_PAGE)).toThrow('two different schemas are titled Row');
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_API_PAGE, adminApiMarkdown, type OpenApiDocument } from '../../../scripts/docs/admin-api-markdown.js';
import { openapiDocument } from '../../../scripts/docs/openapi-document.js';

describe('docs/admin-api.md (npm run docs:api)', () => {
  it("is what the script makes from the server's OpenAPI document now: run `npm run docs:api` after changing an admin route", async () => {
    const doc = (await openapiDocument()) as OpenApiDocument;
    expect(fs.readFileSync(ADMIN_API_PAGE, 'utf8')).toBe(adminApiMarkdown(doc));
  }, 30_000);

  it('leaves no admin operation off the page: one under no "admin: <area>" tag is an error', () => {
    const doc: OpenApiDocument = {
      tags: [{ name: 'admin: users' }],
      paths: { '/api/admin/users': { get: { summary: 'List', tags: ['admin: users'] }, post: { summary: 'Create' } } },
    };
    expect(() => adminApiMarkdown(doc)).toThrow('admin operations under no "admin: <area>" tag: POST /api/admin/users');
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
    expect(() => adminApiMarkdown(doc)).toThrow('two different schemas are titled Row');
  });
});

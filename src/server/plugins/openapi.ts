import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { PROJECT_DIR } from '../../content/paths.js';
import { openapiDocument } from '../../contracts/service.js';
import { API_TAG } from '../api-docs.js';

const PACKAGE_JSON = path.join(PROJECT_DIR, 'package.json');

/** The security scheme of the access token: an operation whose requirements do not name it is open to anyone. */
export const BEARER_AUTH = 'bearerAuth';

/**
 * The API as an OpenAPI document at GET /api/openapi.json, generated from the routes' schemas
 * (docs/decisions.md, Server). Register it before the routes: it collects them as they are added.
 * Version 3.1, because its schemas are JSON Schema: the bodies' `type: [..., "null"]` stay as written.
 * Every operation needs the bearer token unless its schema says `security: []`. `tags` describe
 * the groups the routes name (the admin API's: docs/admin-api.md is made from them).
 */
export default fp(
  async function openapi(app: FastifyInstance, { tags }: { tags: Array<{ name: string; description?: string }> }) {
    const { version } = JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')) as { version: string };
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Klub strategických manažerů API', version },
        tags,
        components: {
          securitySchemes: {
            [BEARER_AUTH]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refresh_token' },
          },
        },
        security: [{ [BEARER_AUTH]: [] }],
      },
    });
    app.get(
      '/api/openapi.json',
      { schema: { tags: [API_TAG.service], summary: 'This OpenAPI document', security: [], response: { 200: openapiDocument } } },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { t } from '../i18n.js';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * Serves the built SPA: hashed assets as files, every other GET outside /api as index.html
 * (history fallback) with this request's style nonce written in for emotion.
 */
export default fp(
  async function spa(app: FastifyInstance, opts: { clientDir?: string }) {
    const indexPath = opts.clientDir && path.join(opts.clientDir, 'index.html');
    const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;
    if (indexHtml && opts.clientDir) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        index: false,
        wildcard: false,
        immutable: true,
        maxAge: '365d',
        // index.html always goes through the fallback, so it carries a fresh nonce.
        allowedPath: (pathName) => pathName !== '/index.html',
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || url === '/api' || url.startsWith('/api/') || url === '/healthz' || path.extname(url) !== '') {
        return reply.status(404).send({ detail: t('api:notFound') });
      }
      if (!indexHtml) {
        return reply.status(503).send({ detail: t('api:http.clientNotBuilt') });
      }
      const nonce = reply.cspNonce?.style ?? '';
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace(NONCE_PLACEHOLDER, nonce));
    });
  },
  { name: 'spa', dependencies: ['security'] },
);

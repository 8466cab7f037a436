import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { indexFileFor, readBuildManifest } from '../../content/client-build.js';
import { stepFilesFingerprint } from '../../content/fingerprint.js';
import { t } from '../i18n.js';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * Serves the published SPA (scripts/vite/publish-build.ts): hashed files under /assets/, read from
 * disk on each request (brotli or gzip as the build precompressed them, cached for a year), so
 * chunks of earlier builds keep loading in open tabs; every other GET
 * outside /api is the page of the build compiled from the same step files this server loaded
 * (index.<fingerprint>.html, read per request, so a rebuild with the same content is served at
 * once), with this request's style nonce written in for emotion. No matching build is a 503: a
 * page whose validators disagree with the server's would be worse.
 */
export default fp(
  async function spa(app: FastifyInstance, opts: { clientDir?: string; stepSchemasDir: string }) {
    const { clientDir } = opts;
    const indexPath = clientDir && path.join(clientDir, indexFileFor(stepFilesFingerprint(opts.stepSchemasDir)));
    if (indexPath) {
      await app.register(fastifyStatic, {
        root: path.join(clientDir, 'assets'),
        prefix: '/assets/',
        index: false,
        immutable: true,
        maxAge: '365d',
        // The build wrote .br and .gz beside each file: the one the request accepts is sent, else the file itself.
        preCompressed: true,
        setHeaders: (res) => res.setHeader('vary', 'Accept-Encoding'),
        // Source maps would hand out the whole client source; builds emit none, and one left by an older build stays private.
        allowedPath: (pathname) => !pathname.endsWith('.map'),
      });
      if (!fs.existsSync(indexPath)) app.log.error(missingBuildMessage(clientDir, path.basename(indexPath)));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || url === '/api' || url.startsWith('/api/') || url === '/healthz' || path.extname(url) !== '') {
        return reply.status(404).send({ detail: t('api:notFound') });
      }
      const html = indexPath && (await fs.promises.readFile(indexPath, 'utf8').catch(() => undefined));
      if (!html) {
        const built = clientDir && readBuildManifest(clientDir).length > 0;
        return reply.status(503).send({ detail: t(built ? 'api:http.clientMismatch' : 'api:http.clientNotBuilt') });
      }
      const nonce = reply.styleNonce;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html.replace(NONCE_PLACEHOLDER, nonce));
    });
  },
  { name: 'spa', dependencies: ['security'] },
);

function missingBuildMessage(clientDir: string, wanted: string): string {
  const builds = readBuildManifest(clientDir);
  const found = builds.length
    ? `it holds builds of other step files (${builds.map((b) => b.fingerprint).join(', ')})`
    : 'it holds no build';
  return `No client build in ${clientDir} matches the step files this server loaded (${wanted}): ${found}. Run npm run build, then restart the server; until then pages answer 503.`;
}

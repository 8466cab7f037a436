import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whether the browser reached the app over https: PUBLIC_URL says so, or the connection or a trusted proxy's
     * X-Forwarded-Proto does (request.protocol reads the header only when TRUST_PROXY trusts the sender).
     */
    servedOverHttps: boolean;
  }
}

/** Where this response's style nonce waits for the CSP directive that names it. */
const STYLE_NONCE = Symbol('styleNonce');
type Response = ServerResponse & { [STYLE_NONCE]?: string };

/** HSTS for a year; not includeSubDomains, since the app cannot vouch for the other hosts of its domain. */
const HSTS = 'max-age=31536000';

/**
 * Helmet with the CSP of the README's security notes: scripts from 'self' only (validators are precompiled, so no
 * eval, and no inline script: helmet's own nonces would add one for scripts too), styles by per-request nonce
 * (emotion writes <style> tags; the page gets it as reply.cspNonce.style), never framed. HSTS only over https:
 * over plain http it would tell the browser nothing true.
 */
export default fp(
  async function security(app: FastifyInstance, opts: { publicUrl: string }) {
    const httpsUrl = opts.publicUrl.startsWith('https:');
    app.decorateRequest('servedOverHttps', {
      getter(this: { protocol: string }) {
        return httpsUrl || this.protocol === 'https';
      },
    });
    // Before helmet's own hook, which writes the CSP.
    app.addHook('onRequest', async (_request, reply) => {
      const style = randomBytes(16).toString('hex');
      reply.cspNonce = { script: '', style }; // helmet's type; no script nonce is issued
      (reply.raw as Response)[STYLE_NONCE] = style;
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", (_req, res) => `'nonce-${(res as Response)[STYLE_NONCE]}'`],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.servedOverHttps) reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security' },
);

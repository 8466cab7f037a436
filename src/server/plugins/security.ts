import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whether the browser reached the app over https: PUBLIC_URL says so, or the connection or a trusted proxy's
     * X-Forwarded-Proto does (request.protocol reads the header only when TRUST_PROXY trusts the sender).
     */
    servedOverHttps: boolean;
  }
  interface FastifyReply {
    /** This response's style nonce: the CSP names it, and the page hands it to emotion for its <style> tags. */
    styleNonce: string;
  }
}

/** Where this response's style nonce waits for the CSP directive that names it. */
const STYLE_NONCE = Symbol('styleNonce');
type Response = ServerResponse & { [STYLE_NONCE]?: string };

/**
 * Nonces come from one draw of the system's randomness per 256 responses: a randomBytes call per
 * request was a measurable share of a loaded server's CPU (docs/performance.md). Each nonce is still
 * 16 bytes never handed out twice, and the pool never leaves the process.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
function styleNonce() {
  if (nonceAt >= noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.toString('hex', nonceAt - NONCE_BYTES, nonceAt);
}

/** HSTS for a year; not includeSubDomains, since the app cannot vouch for the other hosts of its domain. */
const HSTS = 'max-age=31536000';

/**
 * Helmet's headers with the CSP of docs/security.md's measures: scripts from 'self' only (validators are
 * precompiled, so no eval, and no inline script), styles by per-request nonce (emotion writes <style> tags), never
 * framed. HSTS only over https: over plain http it would tell the browser nothing true. Helmet itself, built once:
 * @fastify/helmet built it anew on every request, a measurable share of a loaded server's CPU (docs/performance.md).
 */
const headers = helmet({
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

export default fp(
  async function security(app: FastifyInstance, opts: { publicUrl: string }) {
    const httpsUrl = opts.publicUrl.startsWith('https:');
    app.decorateRequest('servedOverHttps', {
      getter(this: { protocol: string }) {
        return httpsUrl || this.protocol === 'https';
      },
    });
    app.decorateReply('styleNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      const style = styleNonce();
      reply.styleNonce = style;
      (reply.raw as Response)[STYLE_NONCE] = style;
      if (request.servedOverHttps) reply.header('strict-transport-security', HSTS);
      headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security' },
);

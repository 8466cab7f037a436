import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const UNTRUSTED_PROXY_WARNING =
  'Requests carry X-Forwarded-For but TRUST_PROXY is off: behind a reverse proxy every client then has the ' +
  "proxy's address, so the sign-in throttle counts them all as one client and the cookie's Secure flag cannot " +
  'see https. Set TRUST_PROXY to the proxy\'s address (README, "Behind a reverse proxy").';

/**
 * Says once, at warn level, on the first request that shows it, that the server seems to sit behind a proxy it
 * does not trust. Nothing is known of the proxy at start, so the first such request is the earliest moment.
 */
export default fp(
  async function proxyCheck(app: FastifyInstance, opts: { trustProxy: boolean | string }) {
    if (opts.trustProxy) return;
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      app.log.warn(UNTRUSTED_PROXY_WARNING);
    });
  },
  { name: 'proxy-check' },
);

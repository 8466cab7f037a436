import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { BEARER_AUTH } from './openapi.js';

/**
 * The body limit of the routes anyone may call: the app's sign-in page sends them a few hundred bytes, and 4 KiB
 * still holds, beside a 320-character e-mail, any ASCII password the rules allow (1,024 characters, even each one
 * percent-encoded), or one of about 600 Czech letters (docs/decisions.md, Server).
 */
export const ANONYMOUS_BODY_LIMIT = 4 * 1024;

/** A route that asks for no bearer token, as its schema declares it for the OpenAPI document: `security: []`, or the refresh cookie alone. */
function anonymous(route: RouteOptions): boolean {
  const security = (route.schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
  return security !== undefined && !security.some((requirement) => BEARER_AUTH in requirement);
}

/**
 * Anonymous routes take bodies of at most ANONYMOUS_BODY_LIMIT; a larger one is Fastify's 413 'Požadavek je příliš
 * velký', answered from Content-Length before the body is read, or as soon as a chunked one passes the limit, and
 * never parsed. Found from each route's own declaration as it is added, so a new sign-in route needs no list.
 */
export default fp(
  async function anonymousBodyLimit(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (anonymous(route)) route.bodyLimit = Math.min(route.bodyLimit ?? ANONYMOUS_BODY_LIMIT, ANONYMOUS_BODY_LIMIT);
    });
  },
  { name: 'anonymous-body-limit' },
);

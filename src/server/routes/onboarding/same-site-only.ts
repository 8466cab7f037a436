import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http-error.js';
import { t } from '../../i18n.js';

/**
 * An onRequest hook for the routes that start, renew or end a session from the refresh cookie or a form: a request
 * another site's page made the browser send is refused before its body is read. A form posted from a foreign page
 * could otherwise sign the member's browser in as the attacker (the member then types into the attacker's account)
 * or sign the member out. The browser says where a request comes from: Sec-Fetch-Site ('same-origin', or 'none' for
 * one the member typed) and Origin, which must then be the app's own: this request's host, or PUBLIC_URL's origin
 * behind a proxy. A client that sends neither is no browser acting for someone else (curl, a script), and passes.
 */
export function sameSiteOnly(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    const origin = request.headers.origin;
    if (origin === undefined && site === undefined) return;
    if (origin !== undefined && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`)) return;
    throw forbidden(t('api:auth.crossSite'));
  };
}

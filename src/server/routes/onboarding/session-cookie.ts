import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueRefreshToken, REFRESH_TTL_DAYS } from '../../services/refresh-tokens.js';
import type { SessionUser } from '../../plugins/auth.js';

export const REFRESH_COOKIE = 'refresh_token';

/**
 * The refresh cookie's attributes: HttpOnly, SameSite=Strict, sent only to /api/onboarding, Secure whenever the app
 * is served over https. Setting and clearing use the same ones, since a browser removes a cookie only on a match.
 */
const cookieAttributes = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    secure: request.servedOverHttps,
    path: '/api/onboarding',
  }) as const;

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, raw: string): void {
  reply.setCookie(REFRESH_COOKIE, raw, { ...cookieAttributes(request), maxAge: REFRESH_TTL_DAYS * 86_400 });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieAttributes(request));
}

/** Signs the user in: an access token in the body, a new refresh-token family in the cookie. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, user: SessionUser): Promise<string> {
  const { raw } = await issueRefreshToken(app.db, user.id, user.session_epoch);
  setRefreshCookie(request, reply, raw);
  return app.signAccessToken(user);
}

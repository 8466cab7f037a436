import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueRefreshToken, REFRESH_TTL_DAYS } from '../../services/refresh-tokens.js';

export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/onboarding';

/** The refresh cookie: HttpOnly, SameSite=Strict, Secure behind https, sent only to /api/onboarding. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, raw: string): void {
  reply.setCookie(REFRESH_COOKIE, raw, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: REFRESH_TTL_DAYS * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

/** Signs the user in: an access token in the body, a new refresh-token family in the cookie. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; email: string; role: string },
): Promise<string> {
  const { raw } = await issueRefreshToken(app.db, user.id);
  setRefreshCookie(request, reply, raw);
  return app.signAccessToken({ id: user.id, email: user.email, role: user.role as 'user' | 'admin' });
}

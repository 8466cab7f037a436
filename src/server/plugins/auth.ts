import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import fastifyCookie from '@fastify/cookie';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { appSettings, users } from '../db/schema.js';
import { forbidden, unauthorized } from '../http-error.js';
import { t } from '../i18n.js';
import { accountLookup, type Account, type AccountGuard, type AccountJoin } from '../services/account-lookup.js';
import { bearerToken, VerifiedTokens, type Claims } from '../verified-tokens.js';
import type { ROLES } from '../../contracts/admin.js';

/** Who is calling, as checked against the database on every request. */
export interface CurrentUser {
  id: number;
  email: string;
  role: (typeof ROLES)[number];
  /** The account's access version as this request read it (services/access-views.ts). */
  accessVersion: number;
}

/** What an access token is signed for: the account and its session epoch (a new password ends older tokens). */
export interface SessionUser {
  id: number;
  email: string;
  role: string;
  session_epoch: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid access token of an active user, else 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: authenticate, then role admin, else 403. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: authenticate, then role author or admin (the content studio and the step preview), else 403. */
    requireAuthor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Reads the request's account again (after a statement guarded by request.accountGuard changed
     * nothing): 401 as authenticate would, else currentUser as now stored and the guard dropped.
     */
    confirmAccount(request: FastifyRequest): Promise<void>;
    /** Signs an access token for the user (exp = accessTokenTtlSeconds). */
    signAccessToken(user: SessionUser): string;
  }
  interface FastifyRequest {
    currentUser: CurrentUser;
    /** The session epoch the request's access token was signed with. */
    tokenEpoch: number;
    /** What the route's config.readsWithAccount read together with the account, where it was. */
    readWithAccount: { value: unknown } | null;
    /**
     * Set when currentUser is the account as this process remembered it, unread (config.writesGuarded):
     * the handler writes only in a statement guarded by it, and calls confirmAccount when that
     * statement, or anything before it, did not go through.
     */
    accountGuard: AccountGuard | null;
  }
  interface FastifyContextConfig {
    /**
     * A row the handler reads right after the access check: on PostgreSQL read in the account's
     * statement, one statement per request instead of two (AccountLookup.withJoin).
     */
    readsWithAccount?: { join: AccountJoin; params: readonly string[] };
    /** The route writes in a statement guarded by the account: on PostgreSQL a remembered account is not read first. */
    writesGuarded?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `se`: the account's session_epoch at signing; a token without it predates epochs and counts as 0. */
    payload: { sub: string; email: string; role: CurrentUser['role']; se: number };
  }
}

/** A signed-in session seen again after this long moves last_activity forward. */
const ACTIVITY_RESOLUTION_MS = 60_000;

export default fp(
  async function auth(app: FastifyInstance, opts: { jwtSecret?: string; accessTokenTtlSeconds: number }) {
    const secret = opts.jwtSecret ?? (await sharedSecret(app));
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, { secret, sign: { expiresIn: opts.accessTokenTtlSeconds } });
    const verified = new VerifiedTokens();

    app.decorateRequest('currentUser', null as unknown as CurrentUser);
    app.decorateRequest('tokenEpoch', 0);
    app.decorateRequest('readWithAccount', null);
    app.decorateRequest('accountGuard', null);
    const lookup = await accountLookup(app);
    const accountOf = async (request: FastifyRequest, id: number) => {
      const wanted = request.routeOptions.config.readsWithAccount;
      if (!wanted || !lookup.withJoin) return lookup.account(id);
      const read = await lookup.withJoin(id, wanted.join, wanted.params);
      request.readWithAccount = { value: read?.joined };
      return read?.account;
    };

    // When this process last moved each user's last_activity: a burst of requests that all read
    // the old value writes it once, not once per request.
    const activityWritten = new Map<number, number>();
    const activitySeen = (id: number, last: Date | null) => {
      const now = Date.now();
      if ((last && now - last.getTime() < ACTIVITY_RESOLUTION_MS) || now - (activityWritten.get(id) ?? 0) < ACTIVITY_RESOLUTION_MS)
        return false;
      activityWritten.set(id, now);
      return true;
    };
    // One conditional statement, so processes sharing the database write it at most once a minute too.
    const touchActivity = (id: number) =>
      app.db
        .update(users)
        .set({ last_activity: sql`now()` })
        .where(
          and(
            eq(users.id, id),
            or(isNull(users.last_activity), lt(users.last_activity, sql`now() - make_interval(secs => ${ACTIVITY_RESOLUTION_MS / 1000})`)),
          ),
        );

    app.decorate('signAccessToken', (user: SessionUser) =>
      app.jwt.sign({ sub: String(user.id), email: user.email, role: user.role as CurrentUser['role'], se: user.session_epoch }),
    );

    /** The claims of the request's access token, else 401; a token verified once is kept, so asking again is a map lookup. */
    const tokenClaims = async (request: FastifyRequest): Promise<Claims> => {
      const token = bearerToken(request.headers.authorization);
      const kept = token && verified.claims(token);
      if (kept) return kept;
      try {
        const payload = await request.jwtVerify<{ sub: string; exp?: number; se?: number }>();
        const claims = { sub: payload.sub, epoch: Number.isInteger(payload.se) ? payload.se! : 0 };
        if (token) verified.keep(token, claims, payload.exp);
        return claims;
      } catch {
        throw unauthorized(t('api:auth.invalidToken'));
      }
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = await tokenClaims(request);
      request.tokenEpoch = claims.epoch;
      const id = Number(claims.sub);
      if (!Number.isInteger(id)) throw unauthorized(t('api:auth.invalidToken'));
      const remembered = request.routeOptions.config.writesGuarded ? lookup.remembered?.(id) : undefined;
      if (remembered) request.accountGuard = { accessVersion: remembered.access_version };
      await accept(request, remembered ?? (await accountOf(request, id)));
    });

    // A route that authenticates in its preHandler checks the token in onRequest too: that runs before the body is
    // read and parsed, preHandler after, so a request without a valid token costs no parsing. The account is still
    // read by authenticate, after validation as before, which finds the token kept.
    const tokenFirst = async (request: FastifyRequest) => {
      await tokenClaims(request);
    };
    app.addHook('onRoute', (route) => {
      if ([route.preHandler].flat().includes(app.authenticate)) route.onRequest = [...[route.onRequest ?? []].flat(), tokenFirst];
    });

    const accept = async (request: FastifyRequest, user: Account | undefined) => {
      if (!user) throw unauthorized(t('api:auth.invalidToken'));
      if (!user.is_active) throw unauthorized(t('api:auth.inactive'));
      if (user.session_epoch !== request.tokenEpoch) throw unauthorized(t('api:auth.sessionEnded'));
      request.currentUser = { id: user.id, email: user.email, role: user.role as CurrentUser['role'], accessVersion: user.access_version };
      if (activitySeen(user.id, user.last_activity)) await touchActivity(user.id);
    };

    app.decorate('confirmAccount', async (request: FastifyRequest) => {
      request.accountGuard = null;
      await accept(request, await lookup.account(request.currentUser.id));
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (request.currentUser.role !== 'admin') throw forbidden(t('api:auth.notAdmin'));
    });

    app.decorate('requireAuthor', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (request.currentUser.role !== 'author' && request.currentUser.role !== 'admin') throw forbidden(t('api:auth.notAuthor'));
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** Without JWT_SECRET, every process on one database shares one generated secret. */
async function sharedSecret(app: FastifyInstance): Promise<string> {
  await app.db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await app.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('jwt_secret missing after insert');
  return row.value;
}

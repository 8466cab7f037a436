import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { conflict, unprocessable } from '../../http-error.js';
import { checkOnboardingCode, consumeOnboardingCode } from '../../services/onboarding-codes.js';
import { hashSecret, isStrongPassword } from '../../services/passwords.js';
import { clearFailures } from '../../services/login-throttle.js';
import { changePassword } from '../../services/password-change.js';
import { userJson } from '../../services/user-json.js';
import { userProgress } from '../../services/user-progress.js';
import { firstStepRoute } from '../../../engine/variants/index.js';
import { codeBody, firstLoginBody, normalEmail, signInMedia, type Credentials } from './schemas.js';
import { admit, attemptOf, failure, inactive } from './login.js';
import { startSession } from './session-cookie.js';

const CODE_REASON = { wrong: 'api:auth.wrongCode', expired: 'api:auth.codeExpired', blocked: 'api:auth.codeBlocked' } as const;

/** Checks e-mail + code for the first sign-in; every wrong answer counts towards throttling. */
async function checkCode(app: FastifyInstance, request: FastifyRequest<{ Body: Credentials }>) {
  const email = normalEmail(request.body?.email);
  const code = (request.body?.code ?? '').trim();
  if (!email || !/^\d{6}$/.test(code)) throw unprocessable(t('api:auth.missingCode'));
  const attempt = attemptOf(email, request);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  // A code counts its own wrong tries (it dies after 5), so these count for the address only.
  const claim = await admit(app, attempt, !!user, true);
  const check = user ? await checkOnboardingCode(app.db, user.id, code) : ({ ok: false, reason: 'wrong' } as const);
  if (!user || !check.ok) throw await failure(app, claim, t(CODE_REASON[check.ok ? 'wrong' : check.reason]));
  if (!user.is_active) throw await inactive(app, claim);
  await clearFailures(app.db, claim);
  return { user, codeId: check.codeId };
}

export default async function firstLoginRoutes(app: FastifyInstance) {
  app.post<{ Body: Credentials }>('/validate-code', { schema: { summary: 'Check the e-mail and onboarding code of a first sign-in', security: [], consumes: signInMedia, body: codeBody } }, async (request) => {
    await checkCode(app, request);
    return { success: true, message: t('api:auth.codeValid') };
  });

  app.post<{ Body: Credentials }>('/first-login', { schema: { summary: 'First sign-in: e-mail, onboarding code and a new password', security: [], consumes: signInMedia, body: firstLoginBody } }, async (request, reply) => {
    const password = request.body?.password ?? '';
    if (!password) throw unprocessable(t('api:auth.missingPassword'));
    if (!isStrongPassword(password)) throw unprocessable(t('api:auth.weakPassword'));
    const { user, codeId } = await checkCode(app, request);
    if (!(await consumeOnboardingCode(app.db, codeId))) throw conflict(t('api:auth.wrongCode'));
    const updated = await changePassword(app.db, user.id, await hashSecret(password));
    const access_token = await startSession(app, request, reply, updated);
    const { modules } = await userProgress(app, user.id);
    return {
      access_token,
      token_type: 'bearer',
      user: await userJson(app, updated),
      requires_onboarding_redirect: !updated.first_login_completed,
      redirect_url: firstStepRoute(modules),
    };
  });
}

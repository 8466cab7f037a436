import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { conflict, unprocessable } from '../../http-error.js';
import type { ServerConfig } from '../../config.js';
import { checkOnboardingCode, consumeOnboardingCode } from '../../services/onboarding-codes.js';
import { hashSecret, isStrongPassword } from '../../services/passwords.js';
import { changePassword } from '../../services/password-change.js';
import { userJson } from '../../services/user-json.js';
import { userProgress } from '../../services/user-progress.js';
import { firstStepRoute } from '../../../engine/variants/index.js';
import {
  codeBody,
  codeChecked,
  firstLoginBody,
  firstSignedIn,
  signInMedia,
  type CodeChecked,
  type Credentials,
} from '../../../contracts/onboarding.js';
import { DUMMY_HASH, normalEmail } from './login.js';
import { startSession } from './session-cookie.js';
import { failed, openGate, passRefused, refusedInactive, succeeded } from './sign-in-gate.js';
import { API_TAG } from '../../api-docs.js';

const CODE_REASON = { wrong: 'api:auth.wrongCode', expired: 'api:auth.codeExpired' } as const;

export default async function firstLoginRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  /**
   * Checks e-mail + code for the first sign-in under the sign-in throttle (or a pass, which `usesPass` uses up on
   * success: the code check alone keeps it for the password that follows).
   */
  async function checkCode(request: FastifyRequest<{ Body: Credentials }>, usesPass: boolean) {
    const email = normalEmail(request.body?.email);
    const code = (request.body?.code ?? '').trim();
    if (!email || !/^\d{6}$/.test(code)) throw unprocessable(t('api:auth.missingCode'));
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const gate = await openGate(app, request, email, user, request.body?.pass);
    const check = await checkOnboardingCode(app.db, user?.id, code, DUMMY_HASH);
    if (!user || !check.ok) throw await failed(app, config.publicUrl, gate, user, t(CODE_REASON[check.ok ? 'wrong' : check.reason]));
    if (!user.is_active) throw await refusedInactive(app, gate);
    if (!(await succeeded(app, gate, usesPass))) throw passRefused();
    return { user, codeId: check.codeId };
  }

  app.post<{ Body: Credentials }>(
    '/validate-code',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'Check the e-mail and onboarding code of a first sign-in',
        security: [],
        consumes: signInMedia,
        body: codeBody,
        response: { 200: codeChecked },
      },
    },
    async (request): Promise<CodeChecked> => {
      await checkCode(request, false);
      return { success: true, message: t('api:auth.codeValid') };
    },
  );

  app.post<{ Body: Credentials }>(
    '/first-login',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'First sign-in: e-mail, onboarding code and a new password',
        security: [],
        consumes: signInMedia,
        body: firstLoginBody,
        response: { 200: firstSignedIn },
      },
    },
    async (request, reply) => {
      const password = request.body?.password ?? '';
      if (!password) throw unprocessable(t('api:auth.missingPassword'));
      if (!isStrongPassword(password)) throw unprocessable(t('api:auth.weakPassword'));
      const { user, codeId } = await checkCode(request, true);
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
    },
  );
}

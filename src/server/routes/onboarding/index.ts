import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import loginRoutes from './login.js';
import firstLoginRoutes from './first-login.js';
import sessionRoutes from './session.js';
import signInLinkRoutes from './sign-in-link.js';
import passwordResetRoutes from './password-reset.js';
import { sameSiteOnly } from './same-site-only.js';

/** Sign-in and session (spec section 7): /api/onboarding/*. Every write here refuses a request another site made. */
export default async function onboardingRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const sameSite = sameSiteOnly(config.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await sameSite(request);
  });
  await app.register(loginRoutes, { config });
  await app.register(firstLoginRoutes, { config });
  await app.register(signInLinkRoutes, { config });
  await app.register(passwordResetRoutes, { config });
  await app.register(sessionRoutes);
}

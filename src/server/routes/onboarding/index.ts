import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import loginRoutes from './login.js';
import firstLoginRoutes from './first-login.js';
import sessionRoutes from './session.js';

/** Sign-in and session (spec section 7): /api/onboarding/*. */
export default async function onboardingRoutes(app: FastifyInstance, _opts: { config: ServerConfig }) {
  await app.register(loginRoutes);
  await app.register(firstLoginRoutes);
  await app.register(sessionRoutes);
}

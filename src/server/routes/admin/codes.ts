import type { FastifyInstance } from 'fastify';
import { generatedCode } from '../../../contracts/admin.js';
import { generateCode } from '../../services/onboarding-codes.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

/** A fresh 6-digit code for the user form; it is stored (hashed) only when the user is saved with it. */
export default async function codeRoutes(app: FastifyInstance) {
  app.post(
    '/generate-code',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'POST /generate-code'),
        summary: 'A fresh 6-digit onboarding code for the user form',
        response: { 200: generatedCode },
      },
    },
    async () => ({ code: generateCode() }),
  );
}

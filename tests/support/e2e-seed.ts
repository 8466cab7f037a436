import type { FastifyInstance } from 'fastify';
import { createAccount, createCompany } from '../../src/server/services/accounts.js';
import { E2E_ACCOUNTS } from './fixtures.js';

/** Creates the browser tests' fixture accounts (fixtures.ts) in one test company. */
export async function seedE2E(app: FastifyInstance): Promise<void> {
  const company = await createCompany(app.db, { name: 'Testovací s.r.o.', sector: 'Automotive', location: 'Brno' });
  for (const spec of E2E_ACCOUNTS) await createAccount(app.db, { companyId: company.id, ...spec });
}

import type { FastifyInstance } from 'fastify';
import { createCompany } from '../../src/server/services/accounts.js';
import { bearer, login } from './api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls /api/admin/* with a bearer token (the administrator's unless another is given). */
export function adminClient(app: FastifyInstance, token: string) {
  const call = (method: Method, path: string, payload?: object) =>
    app.inject({ method, url: `/api/admin${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, payload?: object) => call('POST', path, payload),
    put: (path: string, payload: object) => call('PUT', path, payload),
    patch: (path: string, payload: object) => call('PATCH', path, payload),
    delete: (path: string) => call('DELETE', path),
  };
}

export type AdminClient = ReturnType<typeof adminClient>;

/** Signs the test database's administrator in and returns a client for the admin API. */
export async function adminSession(app: FastifyInstance) {
  const { token } = await login(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  return adminClient(app, token);
}

let counter = 0;
/** A unique e-mail per call, so tests sharing one database never collide. */
export const uniqueEmail = (prefix = 'novy') => `${prefix}${++counter}-${Date.now()}@test.cz`;

/** A valid body of POST /api/admin/users; override what the test is about. */
export function userPayload(companyId: number, overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    company_id: companyId,
    variant_name: 'general',
    onboarding_code: '123456',
    osloveni: 'Jano',
    roles: ['user'],
    modules: ['people'],
    send_welcome_email: false,
    profile: {
      name: 'Jana Nová',
      job_title: 'Ředitelka',
      department: 'Obchod',
      seniority: 'senior',
      managerial_experience: '3-5',
      notes: '',
    },
    ...overrides,
  };
}

export const someCompany = (app: FastifyInstance, name = `Firma ${++counter}`) => createCompany(app.db, { name });

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema.js';
import { pgErrorCode } from '../../db/pg-error.js';
import { conflict, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { trimInvisible } from '../../../engine/shell/index.js';
import { companyBody, companyList, done, savedCompany, type CompanyBody } from '../../../contracts/admin.js';
import { recordCompanyChange } from '../../services/audit-log.js';
import { optionalText } from './optional-text.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

type CompanyRow = typeof companies.$inferSelect;
type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const byCzechName = new Intl.Collator('cs', { sensitivity: 'base' });

function companyValues(body: CompanyBody) {
  const name = trimInvisible(body.name);
  if (!name) throw unprocessable(t('api:admin.companyNameRequired'));
  return {
    name,
    sector: optionalText(body.sector),
    location: optionalText(body.location),
    corporation_id: optionalText(body.corporation_id),
    number_of_employees: body.number_of_employees ?? null,
    number_of_teams: body.number_of_teams ?? null,
    size_revenue: optionalText(body.size_revenue),
    notes: optionalText(body.notes),
  };
}

export default async function companyRoutes(app: FastifyInstance) {
  const userCount = async (companyId: number) => {
    const [row] = await app.db.select({ n: count() }).from(users).where(eq(users.company_id, companyId));
    return row?.n ?? 0;
  };

  async function findCompany(id: number): Promise<CompanyRow> {
    const [company] = await app.db.select().from(companies).where(eq(companies.id, id));
    if (!company) throw notFound(t('api:admin.companyNotFound'));
    return company;
  }

  app.get(
    '/companies',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.companies, 'GET /companies'),
        summary: 'List the companies with their user counts',
        response: { 200: companyList },
      },
    },
    async () => {
      const rows = await app.db.select().from(companies);
      const counts = await app.db.select({ id: users.company_id, n: count() }).from(users).groupBy(users.company_id);
      const usersOf = new Map(counts.map((c) => [c.id, c.n]));
      return rows
        .map((c) => ({ ...c, user_count: usersOf.get(c.id) ?? 0 }))
        .sort((a, b) => byCzechName.compare(a.name, b.name) || a.id - b.id);
    },
  );

  app.post<{ Body: CompanyBody }>(
    '/companies',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.companies, 'POST /companies'),
        summary: 'Create a company',
        body: companyBody,
        response: { 201: savedCompany },
      },
    },
    async (request, reply) => {
      const values = companyValues(request.body);
      const company = await app.db.transaction(async (tx) => {
        const [row] = await tx.insert(companies).values(values).returning();
        await recordCompanyChange(tx, request, 'company.create', null, row!);
        return row!;
      });
      reply.status(201);
      return { message: t('api:admin.companyCreated'), data: { ...company, user_count: 0 } };
    },
  );

  app.put<{ Params: { id: number }; Body: CompanyBody }>(
    '/companies/:id',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.companies, 'PUT /companies/:id'),
        summary: 'Update a company',
        body: companyBody,
        response: { 200: savedCompany },
      },
    },
    async (request) => {
      const existing = await findCompany(request.params.id);
      const values = companyValues(request.body);
      const company = await app.db.transaction(async (tx) => {
        const [row] = await tx.update(companies).set(values).where(eq(companies.id, existing.id)).returning();
        await recordCompanyChange(tx, request, 'company.update', existing, row!);
        return row!;
      });
      return { message: t('api:admin.companyUpdated'), data: { ...company, user_count: await userCount(existing.id) } };
    },
  );

  app.delete(
    '/companies/:id',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.companies, 'DELETE /companies/:id'),
        summary: 'Delete a company that has no users',
        response: { 200: done },
      },
    },
    async (request: IdRequest) => {
      const company = await findCompany(request.params.id);
      const refuse = async () => conflict(t('api:admin.companyHasUsers', { name: company.name, users: await userCount(company.id) }));
      if ((await userCount(company.id)) > 0) throw await refuse();
      try {
        await app.db.transaction(async (tx) => {
          await tx.delete(companies).where(eq(companies.id, company.id));
          await recordCompanyChange(tx, request, 'company.delete', company, null);
        });
      } catch (err) {
        // A user assigned to it in the meantime: the foreign key refuses, and so do we.
        if (pgErrorCode(err) === '23503') throw await refuse();
        throw err;
      }
      return { message: t('api:admin.companyDeleted') };
    },
  );
}

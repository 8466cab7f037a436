import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { users, variantAssignments, variants } from '../../db/schema.js';
import { forbidden, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { ASSIGNMENT_DAYS, assignVariant, currentAssignment } from '../../services/variant-assignments.js';
import { recordAudit } from '../../services/audit-log.js';
import { assignBody, assignmentList, done, savedAssignment, type AssignBody } from '../../../contracts/admin.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

type AssignmentRow = typeof variantAssignments.$inferSelect;

/** Stored 'active' past its expiry date reads 'expired'; 'replaced' (by a newer one) stays as it is. */
function assignmentJson(row: AssignmentRow, userEmail: string) {
  const expired = row.status === 'active' && row.expiry_date.getTime() <= Date.now();
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: userEmail,
    variant: row.variant_name,
    assigned_date: row.assigned_date,
    expiry_date: row.expiry_date,
    status: expired ? 'expired' : row.status,
  };
}

/** Variant assignments: the list (newest first), assigning a variant to a user, removing one. */
export default async function assignmentRoutes(app: FastifyInstance) {
  app.get(
    '/variants/assignments',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.variants, 'GET /variants/assignments'),
        summary: 'List the variant assignments, newest first',
        response: { 200: assignmentList },
      },
    },
    async () => {
      const rows = await app.db
        .select({ assignment: variantAssignments, email: users.email })
        .from(variantAssignments)
        .innerJoin(users, eq(users.id, variantAssignments.user_id))
        .orderBy(desc(variantAssignments.assigned_date), desc(variantAssignments.id));
      return rows.map((r) => assignmentJson(r.assignment, r.email));
    },
  );

  app.post<{ Body: AssignBody }>(
    '/variants/assign',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.variants, 'POST /variants/assign'),
        summary: 'Assign a variant to a member (it replaces the active assignment)',
        body: assignBody,
        response: { 201: savedAssignment },
      },
    },
    async (request, reply) => {
      const { user_id, user_email, variant_name, expiry_days = ASSIGNMENT_DAYS } = request.body;
      if (user_id === undefined && !user_email?.trim()) throw unprocessable(t('api:admin.assignWhom'));
      const [user] = await app.db
        .select()
        .from(users)
        .where(user_id !== undefined ? eq(users.id, user_id) : eq(users.email, user_email!.trim().toLowerCase()));
      if (!user) throw notFound(t('api:admin.emailUnknown'));
      if (user.role === 'admin') throw forbidden(t('api:admin.adminNotEditable'));
      const [variant] = await app.db.select({ name: variants.variant_name }).from(variants).where(eq(variants.variant_name, variant_name));
      if (!variant) throw notFound(t('api:admin.variantNotFound'));
      const row = await app.db.transaction(async (tx) => {
        const before = await currentAssignment(tx, user.id);
        const made = await assignVariant(tx, user.id, variant_name, expiry_days);
        await recordAudit(tx, request, {
          action: 'assignment.create',
          target: { kind: 'assignment', id: made.id, label: `${user.email} – ${variant_name}` },
          memberId: user.id,
          before: before && { variant: before.variant_name, expiry_date: before.expiry_date },
          after: { variant: made.variant_name, expiry_date: made.expiry_date },
        });
        return made;
      });
      reply.status(201);
      return { message: t('api:admin.variantAssigned'), data: assignmentJson(row, user.email) };
    },
  );

  app.delete(
    '/variants/assignments/:id',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.variants, 'DELETE /variants/assignments/:id'),
        summary: 'Remove a variant assignment',
        response: { 200: done },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const removed = await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(variantAssignments).where(eq(variantAssignments.id, request.params.id)).returning();
        if (!row) return undefined;
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.user_id));
        const { variant_name, status, assigned_date, expiry_date } = row;
        await recordAudit(tx, request, {
          action: 'assignment.delete',
          target: { kind: 'assignment', id: row.id, label: `${owner?.email ?? row.user_id} – ${variant_name}` },
          memberId: row.user_id,
          before: { variant: variant_name, status, assigned_date, expiry_date },
        });
        return row;
      });
      if (!removed) throw notFound(t('api:admin.assignmentNotFound'));
      return { message: t('api:admin.assignmentRemoved') };
    },
  );
}

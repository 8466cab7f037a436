import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.js';
import { companies, users, variants } from '../../db/schema.js';
import { pgErrorCode } from '../../db/pg-error.js';
import { conflict, forbidden, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { trimInvisible } from '../../../engine/shell/index.js';
import { adminUserJson, saveProfile, type ProfileValues } from '../../services/admin-users.js';
import { memberSnapshot, recordMemberChange } from '../../services/audit-log.js';
import { removeMember } from '../../services/member-data.js';
import { usersWithProgress } from '../../services/member-progress.js';
import { issueOnboardingCode } from '../../services/onboarding-codes.js';
import { revokeAllForUser } from '../../services/refresh-tokens.js';
import { assignVariant, currentAssignment } from '../../services/variant-assignments.js';
import type { Mailer } from '../../services/mail.js';
import { sendWelcomeEmail } from '../../services/welcome-email.js';
import {
  createdUser,
  GIVEN_ROLES,
  done,
  savedUser,
  statusBody,
  updatedUser,
  userBody,
  userList,
  type ProfileBody,
  type StatusBody,
  type UserBody,
} from '../../../contracts/admin.js';
import { optionalText } from './optional-text.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

type UserRow = typeof users.$inferSelect;
type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const normalEmail = (email: string) => email.trim().toLowerCase();

function profileValues(profile: ProfileBody): ProfileValues {
  const name = trimInvisible(profile.name);
  if (!name) throw unprocessable(t('api:admin.nameRequired'));
  return {
    name,
    job_title: optionalText(profile.job_title),
    department: optionalText(profile.department),
    seniority: optionalText(profile.seniority),
    managerial_experience: optionalText(profile.managerial_experience),
    notes: optionalText(profile.notes),
  };
}

/** A member (user) or a content author; an administrator is never made through the API. The role given, when `roles` names one. */
function givenRole(roles: string[] | undefined): (typeof GIVEN_ROLES)[number] | undefined {
  if (!roles) return undefined;
  const role = GIVEN_ROLES.find((r) => roles.length === 1 && roles[0] === r);
  if (!role) throw unprocessable(t('api:admin.onlyUserRole'));
  return role;
}

async function refuseUnknownReferences(app: FastifyInstance, body: UserBody): Promise<void> {
  const [company] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.id, body.company_id));
  if (!company) throw unprocessable(t('api:admin.companyNotFound'));
  const [variant] = await app.db.select({ name: variants.variant_name }).from(variants).where(eq(variants.variant_name, body.variant_name));
  if (!variant) throw unprocessable(t('api:admin.variantNotFound'));
  // Only modules the variant file marks admin_selectable are granted one by one; the others come with the variant.
  const grantable = new Set(
    app.catalog
      .variant(body.variant_name)
      ?.modules.filter((m) => m.admin_selectable)
      .map((m) => m.module_name),
  );
  const foreign = (body.modules ?? []).find((m) => !grantable.has(m));
  if (foreign) throw unprocessable(t('api:admin.moduleNotGrantable', { module: foreign }));
}

async function findUser(app: FastifyInstance, id: number): Promise<UserRow> {
  const [user] = await app.db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(t('api:admin.userNotFound'));
  return user;
}

/** Administrator accounts are protected from every change through the admin API. */
function refuseAdmin(user: UserRow, messageKey: string): void {
  if (user.role === 'admin') throw forbidden(t(messageKey));
}

export default async function userRoutes(app: FastifyInstance, { config, mailer }: { config: ServerConfig; mailer: Mailer }) {
  /** Sends the welcome e-mail when asked; the answer then says whether it went out. */
  async function welcome(request: FastifyRequest, user: UserRow, code: string | undefined, wanted: boolean | undefined, message: string) {
    if (!wanted || !code) return { message };
    const input = { email: user.email, osloveni: user.osloveni, code, signInUrl: config.publicUrl };
    const mail_sent = await sendWelcomeEmail(mailer, input, (err) =>
      request.log.error({ err, userId: user.id }, 'welcome e-mail not sent'),
    );
    return { message: mail_sent ? message : t('api:admin.mailFailed', { message }), mail_sent };
  }

  app.get(
    '/users',
    { schema: { ...adminDocs(ADMIN_TAG.users, 'GET /users'), summary: 'List the users', response: { 200: userList } } },
    async () => (await usersWithProgress(app)).map(({ json, progress }) => ({ ...json, progress })),
  );

  app.post<{ Body: UserBody }>(
    '/users',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'POST /users'),
        summary: 'Create a member with an onboarding code (optionally e-mailed)',
        body: userBody,
        response: { 201: createdUser },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const profile = profileValues(body.profile);
      const role = givenRole(body.roles) ?? 'user';
      if (!body.onboarding_code) throw unprocessable(t('api:admin.codeRequired'));
      const code = body.onboarding_code;
      await refuseUnknownReferences(app, body);
      const email = normalEmail(body.email);
      const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw conflict(t('api:admin.emailTaken'));

      let user: UserRow;
      try {
        user = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              email,
              role,
              password_hash: null,
              first_login_completed: false,
              osloveni: optionalText(body.osloveni),
              company_id: body.company_id,
              modules: body.modules ?? [],
            })
            .returning();
          await saveProfile(tx, row!.id, profile);
          await issueOnboardingCode(tx, row!.id, code);
          await assignVariant(tx, row!.id, body.variant_name);
          await recordMemberChange(tx, request, 'user.create', row!.id, null, { onboarding_code: code });
          return row!;
        });
      } catch (err) {
        // Two admins creating the same e-mail at once: the unique index decides.
        if (pgErrorCode(err) === '23505') throw conflict(t('api:admin.emailTaken'));
        throw err;
      }
      const answer = await welcome(request, user, code, body.send_welcome_email, t('api:admin.userCreated'));
      reply.status(201);
      return { ...answer, data: { ...(await adminUserJson(app, user)), onboarding_code: code } };
    },
  );

  app.put<{ Params: { id: number }; Body: UserBody }>(
    '/users/:id',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'PUT /users/:id'),
        summary: 'Update a member',
        body: userBody,
        response: { 200: updatedUser },
      },
    },
    async (request) => {
      const body = request.body;
      const existing = await findUser(app, request.params.id);
      refuseAdmin(existing, 'api:admin.adminNotEditable');
      if (normalEmail(body.email) !== existing.email) throw unprocessable(t('api:admin.emailLocked'));
      const profile = profileValues(body.profile);
      const role = givenRole(body.roles);
      await refuseUnknownReferences(app, body);

      const user = await app.db.transaction(async (tx) => {
        const before = await memberSnapshot(tx, existing.id);
        const [row] = await tx
          .update(users)
          .set({
            osloveni: optionalText(body.osloveni),
            company_id: body.company_id,
            modules: body.modules ?? [],
            ...(role ? { role } : {}),
          })
          .where(eq(users.id, existing.id))
          .returning();
        await saveProfile(tx, existing.id, profile);
        if (body.onboarding_code) await issueOnboardingCode(tx, existing.id, body.onboarding_code);
        // Saving the form unchanged keeps the assignment (and its expiry); a new variant replaces it.
        if ((await currentAssignment(tx, existing.id))?.variant_name !== body.variant_name) {
          await assignVariant(tx, existing.id, body.variant_name);
        }
        await recordMemberChange(tx, request, 'user.update', existing.id, before, { onboarding_code: body.onboarding_code });
        return row!;
      });
      const answer = await welcome(request, user, body.onboarding_code, body.send_welcome_email, t('api:admin.userUpdated'));
      return { ...answer, data: await adminUserJson(app, user) };
    },
  );

  app.patch<{ Params: { id: number }; Body: StatusBody }>(
    '/users/:id/status',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'PATCH /users/:id/status'),
        summary: 'Activate or deactivate a member',
        body: statusBody,
        response: { 200: savedUser },
      },
    },
    async (request) => {
      const existing = await findUser(app, request.params.id);
      refuseAdmin(existing, 'api:admin.adminNotDeactivatable');
      const user = await app.db.transaction(async (tx) => {
        const before = await memberSnapshot(tx, existing.id);
        const [row] = await tx.update(users).set({ is_active: request.body.is_active }).where(eq(users.id, existing.id)).returning();
        // Access tokens die at once (every request checks is_active); refresh tokens are ended here.
        if (!request.body.is_active) await revokeAllForUser(tx, existing.id);
        await recordMemberChange(tx, request, 'user.status', existing.id, before);
        return row!;
      });
      const message = t(request.body.is_active ? 'api:admin.userActivated' : 'api:admin.userDeactivated');
      return { message, data: await adminUserJson(app, user) };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'DELETE /users/:id'),
        summary: 'Delete a member with all their data',
        response: { 200: done },
      },
    },
    async (request: IdRequest) => {
      const existing = await findUser(app, request.params.id);
      refuseAdmin(existing, 'api:admin.adminNotDeletable');
      await removeMember(app, request, existing, config.dataDir);
      return { message: t('api:admin.userDeleted') };
    },
  );
}

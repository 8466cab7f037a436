import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  derivedData,
  sampleSources,
  sourceSteps,
  sourcesFor,
  type PreviewStepDef,
  type PreviewTools,
  type Sources,
} from '../../engine/step-editor/sample-data.js';
import { visibleData, type StepDefinition } from '../../engine/steps/index.js';
import type { PreviewSource } from '../../contracts/preview.js';
import { newAjv } from '../../content/ajv.js';
import { translatorOf } from '../../content/step-texts.js';
import { profiles, users, variantAssignments } from '../db/schema.js';
import { stepDefinitionOf, type DraftContent } from '../content/draft-content.js';
import { notFound, unprocessable } from '../http-error.js';
import { t } from '../i18n.js';
import { currentAssignment } from './variant-assignments.js';

type Data = Record<string, unknown>;
const asObject = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});

/** Where the preview's data comes from: sample data, or one member's, who must hold `variant` now. */
export interface PreviewSourceChoice {
  source?: PreviewSource;
  user_id?: number;
  variant?: string;
}

/** What the previewed step reads and starts from. */
export interface PreviewBasis {
  /** The data of every step it builds on, sources first. */
  sources: Sources;
  /** Its own data before the author typed anything: the member's stored data, or none. */
  own: Data;
  /** The steps it builds on (<module>/<step>), sources first. */
  reads: string[];
  tools: PreviewTools;
}

const conditions = newAjv(false);
const check = (schema: object, value: unknown) => conditions.validate(schema, value) as boolean;

/** The member whose data an author may see here: an active member holding the variant now. */
async function memberOf(app: FastifyInstance, choice: PreviewSourceChoice): Promise<number> {
  if (!choice.user_id || !choice.variant) throw unprocessable(t('api:preview.memberMissing'));
  const [user] = await app.db.select({ role: users.role, active: users.is_active }).from(users).where(eq(users.id, choice.user_id));
  if (user?.role !== 'user' || !user.active) throw notFound(t('api:preview.memberNotFound'));
  const assignment = await currentAssignment(app.db, choice.user_id);
  if (assignment?.variant_name !== choice.variant) throw unprocessable(t('api:preview.memberOtherVariant', { variant: choice.variant }));
  return choice.user_id;
}

/**
 * The data behind the previewed step, read as the draft's files say: sample data made for every
 * step it builds on, or the member's stored data of those steps and of the step itself, each as
 * their reads compute it. Reads only: nothing is stored for anyone.
 */
export async function previewBasis(
  app: FastifyInstance,
  draft: DraftContent,
  def: StepDefinition,
  choice: PreviewSourceChoice,
): Promise<PreviewBasis> {
  const key = `${def.module}/${def.step}`;
  const stepOf = (k: string): PreviewStepDef | undefined => {
    const [module, step] = k.split('/') as [string, string];
    return k === key ? def : stepDefinitionOf(draft.files, module, step);
  };
  const tools: PreviewTools = { check, translate: translatorOf(draft.texts) };
  const reads = sourceSteps(key, stepOf);
  // Without a source the steps read hold nothing, as for a member who has not begun them.
  if (!choice.source) return { sources: new Map(reads.map((k) => [k, null])), own: {}, reads, tools };
  if (choice.source === 'sample') return { sources: sampleSources(key, stepOf, tools), own: {}, reads, tools };

  const userId = await memberOf(app, choice);
  const stored = new Map<string, unknown>();
  await Promise.all(
    [...reads, key].map(async (k) => {
      const [module, step] = k.split('/') as [string, string];
      stored.set(k, (await app.stepStore.load(userId, module, step))?.data ?? null);
    }),
  );
  const sources = sourcesFor(key, stepOf, (k, source, before) => {
    const data = stored.get(k);
    return data === null || data === undefined ? null : derivedData(source, asObject(visibleData(data, source.schema)), before, tools);
  });
  return { sources, own: asObject(visibleData(stored.get(key), def.schema)), reads, tools };
}

/** The members an author may preview a step of `variant` with: active members holding it now, by name. */
export async function previewMembers(app: FastifyInstance, variant: string) {
  const rows = await app.db
    .select({ id: users.id, name: profiles.name })
    .from(users)
    .innerJoin(variantAssignments, eq(variantAssignments.user_id, users.id))
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .where(
      and(
        eq(users.role, 'user'),
        eq(users.is_active, true),
        eq(variantAssignments.variant_name, variant),
        eq(variantAssignments.status, 'active'),
        gt(variantAssignments.expiry_date, new Date()),
      ),
    )
    .orderBy(asc(profiles.name), asc(users.id))
    .limit(MAX_MEMBERS);
  // assignVariant ends the assignment in force before it adds one: a member is listed once. Czech order, unnamed last.
  return rows.sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', 'cs') || a.id - b.id);
}

const MAX_MEMBERS = 500;

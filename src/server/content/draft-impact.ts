import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { compiledOnFirstUse, newAjv } from '../../content/ajv.js';
import { sameJson } from '../../content/content-set.js';
import { draftSchema, fullSchema, stepImpact, type JsonSchema, type RefusedBy, type StoredStep } from '../../engine/steps/index.js';
import { stepData } from '../db/schema.js';
import { draftContent, stepDefinitionOf } from './draft-content.js';

/** What the draft would do to one step's stored data, counts only. */
export interface StepImpactRow {
  module: string;
  step: string;
  members: number;
  not_fitting: number;
  hidden: number;
  kinds: Array<{ kind: string; members: number }>;
}

/** Rows read per statement: a page of step data stays small in memory whatever the club's size. */
const PAGE = 500;

/** Every stored row of one step, a page at a time (keyset on the user, the primary key's first column). */
async function* storedRows(app: FastifyInstance, module: string, step: string): AsyncGenerator<StoredStep[]> {
  let after = 0;
  for (;;) {
    const page = await app.db
      .select({ user_id: stepData.user_id, data: stepData.data, status: stepData.status })
      .from(stepData)
      .where(and(eq(stepData.module_name, module), eq(stepData.step_name, step), gt(stepData.user_id, after)))
      .orderBy(asc(stepData.user_id))
      .limit(PAGE);
    if (!page.length) return;
    yield page.map((r) => ({ data: r.data, completed: r.status === 'completed' }));
    after = page[page.length - 1]!.user_id;
    if (page.length < PAGE) return;
  }
}

/** Why a schema refuses data: every error (allErrors), so 'refused already' compares whole sets. */
function refuser(schema: JsonSchema): RefusedBy {
  const ajv = newAjv(true);
  const full = compiledOnFirstUse(() => ajv.compile(fullSchema(schema)));
  const draft = compiledOnFirstUse(() => ajv.compile(draftSchema(schema)));
  return (data, completed) => {
    const validate = completed ? full : draft;
    return validate(data) ? [] : (validate.errors ?? []).map((e) => ({ kind: e.keyword, at: e.instancePath }));
  };
}

/**
 * For each step whose schema the draft changes, how many members' stored data it would refuse
 * (by kind) or hide (values in removed fields, kept). A schema ajv cannot compile is left out:
 * publishing refuses it with its own problem.
 */
export async function draftImpact(app: FastifyInstance): Promise<StepImpactRow[]> {
  const current = app.content.current;
  const { files } = await draftContent(app.db, current);
  const out: StepImpactRow[] = [];
  for (const [key, def] of current.steps) {
    const next = stepDefinitionOf(files, def.module, def.step)?.schema;
    if (!def.schema || !next || sameJson(def.schema, next)) continue;
    const before = { schema: def.schema, refusedBy: refuser(def.schema) };
    const after = { schema: next, refusedBy: refuser(next) };
    const total = { members: 0, notFitting: 0, hidden: 0, kinds: {} as Record<string, number> };
    try {
      for await (const page of storedRows(app, def.module, def.step)) {
        const counted = stepImpact(page, before, after);
        total.members += page.length;
        total.notFitting += counted.notFitting;
        total.hidden += counted.hidden;
        for (const [k, n] of Object.entries(counted.kinds)) total.kinds[k] = (total.kinds[k] ?? 0) + n;
      }
    } catch (err) {
      app.log.debug({ err, step: key }, 'a draft schema ajv refuses: left to the publication check');
      continue;
    }
    out.push({
      module: def.module,
      step: def.step,
      members: total.members,
      not_fitting: total.notFitting,
      hidden: total.hidden,
      kinds: Object.entries(total.kinds)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, members]) => ({ kind, members })),
    });
  }
  return out;
}

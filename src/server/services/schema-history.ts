import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentVersions } from '../db/schema.js';
import type { ContentVersion } from '../content/holder.js';

/** Per version in use: the steps whose schema some published version had otherwise. */
const known = new WeakMap<ContentVersion, Promise<ReadonlySet<string>>>();

async function changedSchemas(app: FastifyInstance, version: ContentVersion): Promise<ReadonlySet<string>> {
  const keys = [...version.steps.keys()];
  const counts = await Promise.all(
    keys.map(async (key) => {
      const path = `step-schemas/${key}.schema.json`;
      // json has no equality; as jsonb two versions of a file compare by their content.
      const [row] = await app.db
        .select({ n: sql<number>`count(DISTINCT (${contentVersions.files} -> ${path})::jsonb)::int` })
        .from(contentVersions);
      return Number(row?.n ?? 0);
    }),
  );
  return new Set(keys.filter((_, i) => counts[i]! > 1));
}

/**
 * Whether stored data of a step may hold values of a field the schema in use does not name: only
 * when some published version's schema of the step differs from another's. A save of any other
 * step needs no read first (the hot path stays one statement). Asked once per version in use, with
 * one small statement per step; a failed question is asked again and meanwhile answers yes.
 */
export async function schemaEverChanged(app: FastifyInstance, key: string): Promise<boolean> {
  const version = app.content.current;
  let pending = known.get(version);
  if (!pending) {
    pending = changedSchemas(app, version);
    known.set(version, pending);
  }
  try {
    return (await pending).has(key);
  } catch (err) {
    known.delete(version);
    app.log.warn({ err }, 'could not read the schemas of the published versions: the save reads its data first');
    return true;
  }
}

import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { variants } from '../db/schema.js';
import type { VariantDef } from '../../engine/variants/index.js';

/**
 * Writes the variants into the database, so assignments reference real rows: those whose file
 * differs from the stored definition (or is new), in one statement. A start with unchanged files
 * writes nothing, and a variant's updated_at is the time its file last changed in the database.
 */
export async function storeVariants(db: Db, list: VariantDef[]): Promise<void> {
  const stored = new Map(
    (await db.select({ name: variants.variant_name, definition: variants.definition }).from(variants)).map((r) => [r.name, r.definition]),
  );
  const changed = list.filter((v) => !isDeepStrictEqual(stored.get(v.variant_name), v));
  if (!changed.length) return;
  const rows = changed.map((v) => ({
    variant_name: v.variant_name,
    display_name: v.display_name,
    description: v.description ?? null,
    version: v.version,
    definition: v,
  }));
  await db
    .insert(variants)
    .values(rows)
    .onConflictDoUpdate({
      target: variants.variant_name,
      set: {
        display_name: sql`excluded.display_name`,
        description: sql`excluded.description`,
        version: sql`excluded.version`,
        definition: sql`excluded.definition`,
        updated_at: sql`now()`,
      },
    });
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { variants } from '../db/schema.js';
import type { VariantDef } from '../../engine/variants/index.js';

/** Writes the variants into the database, so assignments reference real rows. */
export async function storeVariants(db: Db, list: VariantDef[]): Promise<void> {
  for (const v of list) {
    const row = { variant_name: v.variant_name, display_name: v.display_name, description: v.description ?? null, version: v.version, definition: v };
    await db
      .insert(variants)
      .values(row)
      .onConflictDoUpdate({ target: variants.variant_name, set: { ...row, updated_at: sql`now()` } });
  }
}

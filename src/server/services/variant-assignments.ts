import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { variantAssignments } from '../db/schema.js';

export const ASSIGNMENT_DAYS = 365;

/**
 * Assigns a variant to a user, valid for `days` from now (365 by the spec). The assignment in
 * force until now ends as 'replaced', so a user never holds two; expired ones keep their history.
 */
export async function assignVariant(db: Db, userId: number, variantName: string, days = ASSIGNMENT_DAYS) {
  await db
    .update(variantAssignments)
    .set({ status: 'replaced' })
    .where(
      and(eq(variantAssignments.user_id, userId), eq(variantAssignments.status, 'active'), gt(variantAssignments.expiry_date, new Date())),
    );
  const [row] = await db
    .insert(variantAssignments)
    .values({ user_id: userId, variant_name: variantName, expiry_date: new Date(Date.now() + days * 86_400_000), status: 'active' })
    .returning();
  return row!;
}

/** The assignment in force: active, unexpired, the newest when there are several. */
export async function currentAssignment(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(variantAssignments)
    .where(
      and(eq(variantAssignments.user_id, userId), eq(variantAssignments.status, 'active'), gt(variantAssignments.expiry_date, new Date())),
    )
    .orderBy(desc(variantAssignments.assigned_date), desc(variantAssignments.id))
    .limit(1);
  return row;
}

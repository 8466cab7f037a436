import type { StepRow } from './step-store.js';

/** One member's rows as last read. */
interface MemberSteps {
  rows: Map<string, StepRow | undefined>;
  /** The rows' JSON text, as the database answered it. */
  size: number;
  /** Dropped from the cache (a change was announced, or room was needed): what a read under way brings is not kept. */
  dropped: boolean;
}

/** Enough for every member's steps of a club; beyond it the members read longest ago are read again. */
const MAX_SIZE = 16 * 1024 * 1024;

/** A cached row is shared by every request that reads it: a mutation throws instead of spreading. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * Step rows (an absent row too) kept in memory by member. Coherent only where every write reaches
 * `changed` before the writer is answered: PGlite, which one process owns, where a trigger
 * announces each change of step_data (migrations 0003 and 0004) but the step store's saves, which
 * the store announces itself (migration 0016). A change while a read is under
 * way drops the entry that read would fill, so what it read is not kept and the next read asks the
 * database.
 */
export class StepCache {
  private readonly members = new Map<number, MemberSteps>();
  private size = 0;

  /** A change of the member's steps; undefined: of everyone's. */
  changed(userId: number | undefined): void {
    if (userId === undefined) for (const id of [...this.members.keys()]) this.drop(id);
    else this.drop(userId);
  }

  async read(userId: number, key: string, load: () => Promise<{ row: StepRow | undefined; size: number }>): Promise<StepRow | undefined> {
    let member = this.members.get(userId);
    if (member?.rows.has(key)) return member.rows.get(key);
    if (!member) {
      member = { rows: new Map(), size: 0, dropped: false };
      this.members.set(userId, member);
    }
    const { row, size } = await load();
    if (!member.dropped && !member.rows.has(key)) {
      member.rows.set(key, deepFreeze(row));
      member.size += size;
      this.size += size;
      for (const id of this.members.keys()) {
        if (this.size <= MAX_SIZE) break;
        this.drop(id);
      }
    }
    return row;
  }

  private drop(userId: number) {
    const member = this.members.get(userId);
    if (!member) return;
    member.dropped = true;
    this.size -= member.size;
    this.members.delete(userId);
  }
}

import type { UserProgress } from './user-progress.js';

/** What a cached view is valid for: the account's access version as this request read it. */
export interface AccessKey {
  id: number;
  accessVersion: number;
}

interface Entry {
  version: number;
  /** The assignment in force expires by time alone, with no write to move the version. */
  validUntil: number;
  progress: UserProgress;
}

/** Enough for every member of a club; beyond it the oldest views are computed again. */
const MAX_ENTRIES = 10_000;

/**
 * Each user's access view (variant, modules, step statuses), kept while the access version the
 * request read with the account still names it. Database triggers move that version on every
 * write that changes access, in whichever process made it, so a view is never used past a change:
 * the next request reads the new version and computes the view again.
 */
export class AccessViews {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly compute: (userId: number) => Promise<UserProgress>) {}

  async of(user: AccessKey): Promise<UserProgress> {
    const entry = this.entries.get(user.id);
    if (entry && entry.version === user.accessVersion && Date.now() < entry.validUntil) return entry.progress;
    const progress = await this.compute(user.id);
    // A view computed after a newer change is filed under the older version: the next request,
    // reading the newer one, computes it again; a view older than its version is never filed.
    this.entries.delete(user.id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(user.id, { version: user.accessVersion, validUntil: progress.expiresAt?.getTime() ?? Infinity, progress });
    return progress;
  }
}

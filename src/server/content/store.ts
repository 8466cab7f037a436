import { desc, eq, max, sql } from 'drizzle-orm';
import { contentHash, diffContent, isContentPath, sameJson, type ContentChange, type ContentFiles } from '../../content/content-set.js';
import type { Db } from '../db/open.js';
import { appSettings, contentDraft, contentVersions, users } from '../db/schema.js';

export type EnBasis = Record<string, Record<string, string>>;

export interface VersionRow {
  id: number;
  files: ContentFiles;
  en_basis: EnBasis;
}

export interface DraftRow {
  path: string;
  body: unknown;
  en_basis: Record<string, string> | null;
  updated_by: number | null;
  updated_at: Date;
}

/** The note of a version loaded from the release's files. */
export const FROM_FILES_NOTE = 'Načteno ze souborů';
/** The hash of the release's files last loaded (app_settings): a release with other files loads them as a new version. */
const FILES_SETTING = 'content:files_hash';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/** The published version's id (0 before the first). */
export async function latestVersionId(db: Queryable): Promise<number> {
  const [row] = await db.select({ id: max(contentVersions.id) }).from(contentVersions);
  return row?.id ?? 0;
}

/** A path read from the database is checked like one from a request: a set holds only content paths. */
function checkedFiles(files: ContentFiles): ContentFiles {
  for (const p of Object.keys(files)) if (!isContentPath(p)) throw new Error(`content version holds a path no set may hold: ${p}`);
  return files;
}

export async function loadVersion(db: Queryable, id: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select({ id: contentVersions.id, files: contentVersions.files, en_basis: contentVersions.en_basis })
    .from(contentVersions)
    .where(eq(contentVersions.id, id));
  return row && { ...row, files: checkedFiles(row.files) };
}

export async function latestVersion(db: Queryable): Promise<VersionRow | undefined> {
  const id = await latestVersionId(db);
  return id ? loadVersion(db, id) : undefined;
}

export interface NewVersion {
  files: ContentFiles;
  note: string;
  createdBy: number | null;
  enBasis: EnBasis;
  restoredFrom?: number;
}

/**
 * Inserts the version after `after` (the published one the caller built on): undefined when
 * another version took that number meanwhile (the primary key refuses it), so nothing published
 * in between is overwritten unseen.
 */
export async function insertVersion(tx: Queryable, after: VersionRow | undefined, v: NewVersion): Promise<number | undefined> {
  const id = (after?.id ?? 0) + 1;
  const inserted = await tx
    .insert(contentVersions)
    .values({
      id,
      note: v.note,
      created_by: v.createdBy,
      files: v.files,
      changes: diffContent(after?.files ?? {}, v.files),
      en_basis: v.enBasis,
      restored_from: v.restoredFrom ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: contentVersions.id });
  return inserted[0]?.id;
}

/**
 * At start: the release's files become a new version when they differ from those the database
 * last loaded (an empty database: version 1), once however many processes start together. The
 * recorded hash is moved in the same transaction by one conditional upsert, which only one of
 * them can win; a release whose files equal the published set (exported from it) only records the hash.
 */
export async function loadReleaseFiles(db: Db, files: ContentFiles): Promise<void> {
  const hash = contentHash(files);
  await db.transaction(async (tx) => {
    const won = await tx
      .insert(appSettings)
      .values({ key: FILES_SETTING, value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash }, setWhere: sql`${appSettings.value} <> ${hash}` })
      .returning({ key: appSettings.key });
    if (!won.length) return;
    const published = await latestVersion(tx);
    if (published && sameJson(published.files, files)) return;
    const id = await insertVersion(tx, published, { files, note: FROM_FILES_NOTE, createdBy: null, enBasis: {} });
    if (id === undefined) throw new Error('a content version was published while the release files were loaded; start again');
  });
}

export async function draftRows(db: Queryable): Promise<DraftRow[]> {
  const rows = await db.select().from(contentDraft).orderBy(contentDraft.path);
  return rows.filter((r) => isContentPath(r.path));
}

/** The draft as a whole set: the published files with the draft's over them (a null body deletes). */
export function applyDraft(published: ContentFiles, rows: readonly DraftRow[]): ContentFiles {
  const out = { ...published };
  for (const r of rows) {
    if (r.body === null) delete out[r.path];
    else out[r.path] = r.body;
  }
  return out;
}

/** The English basis of the draft: the published one with the draft's files over it. */
export function draftBasis(published: EnBasis, rows: readonly DraftRow[]): EnBasis {
  const out = { ...published };
  for (const r of rows) if (r.en_basis) out[r.path] = r.en_basis;
  return out;
}

export interface DraftView {
  published: VersionRow | undefined;
  rows: DraftRow[];
  files: ContentFiles;
  enBasis: EnBasis;
  changes: ContentChange[];
}

export async function draftView(db: Queryable): Promise<DraftView> {
  const published = await latestVersion(db);
  const rows = await draftRows(db);
  const files = applyDraft(published?.files ?? {}, rows);
  return {
    published,
    rows,
    files,
    enBasis: draftBasis(published?.en_basis ?? {}, rows),
    changes: diffContent(published?.files ?? {}, files),
  };
}

/** The history, newest first (`id`: that version alone). */
export async function versionHistory(db: Queryable, limit: number, id?: number) {
  const rows = await db
    .select({
      id: contentVersions.id,
      created_at: contentVersions.created_at,
      note: contentVersions.note,
      changes: contentVersions.changes,
      restored_from: contentVersions.restored_from,
      author_id: contentVersions.created_by,
      author_email: users.email,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.created_by))
    .where(id === undefined ? undefined : eq(contentVersions.id, id))
    .orderBy(desc(contentVersions.id))
    .limit(limit);
  return rows.map(({ author_id, author_email, created_at, ...r }) => ({
    ...r,
    created_at: created_at.toISOString(),
    author: author_id === null ? null : { id: author_id, email: author_email ?? '' },
  }));
}

/**
 * The files as the draft (`npm run content:import`): the draft becomes exactly what they change
 * of the published version, a file the version has and they lack deleted.
 */
export async function importDraft(db: Db, files: ContentFiles): Promise<ContentChange[]> {
  return db.transaction(async (tx) => {
    const published = await latestVersion(tx);
    const changes = diffContent(published?.files ?? {}, files);
    await tx.delete(contentDraft);
    for (const c of changes)
      await tx.insert(contentDraft).values({ path: c.path, body: c.status === 'deleted' ? null : files[c.path], updated_by: null });
    return changes;
  });
}

import { inArray, sql } from 'drizzle-orm';
import {
  isContentNamespace,
  localePath,
  textAt,
  variantPath,
  withText,
  withVariantText,
  type Language,
} from '../../content/content-set.js';
import type { CsvRowProblem, ParsedTextsCsv } from '../../content/texts-csv.js';
import type { CsvApplied, CsvApplyBody, CsvDryRun } from '../../contracts/content.js';
import type { Db } from '../db/open.js';
import { contentDraft } from '../db/schema.js';
import { t } from '../i18n.js';
import { sanitizeText } from './sanitize.js';
import { draftView, latestVersion, type DraftView } from './store.js';
import { hasSource, rowsOf, sourceFromLabel, type TextSource } from './text-sources.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type View = Pick<DraftView, 'files' | 'enBasis'>;

const ROW_PROBLEM: Record<CsvRowProblem, string> = { columns: 'api:content.csv.columns', quotes: 'api:content.csv.quotes' };

/** The file a text of a source is in, for a language. */
const textPath = (source: TextSource, lng: Language) =>
  'variant' in source ? variantPath(source.variant) : localePath(lng, source.namespace);

/** A known source of the draft for a CSV label ('steps/people', 'variant:general'), else undefined. */
function knownSource(view: View, label: string): TextSource | undefined {
  const source = sourceFromLabel(label);
  const wellFormed = 'variant' in source ? /^[a-z0-9][a-z0-9_-]{0,99}$/.test(source.variant) : isContentNamespace(source.namespace);
  return wellFormed && hasSource(view.files, source) ? source : undefined;
}

type Rows = Map<string, { cs: string | null; en: string | null }>;

/** A source's texts by key; read once per source (`cache`), as a file has hundreds of rows. */
function textsOf(view: View, source: TextSource, cache?: Map<string, Rows>): Rows {
  const id = JSON.stringify(source);
  const hit = cache?.get(id);
  if (hit) return hit;
  const rows: Rows = new Map(rowsOf(view, source).map((r) => [r.key, r]));
  cache?.set(id, rows);
  return rows;
}

/** The text the draft holds (null: none yet); undefined for a key the source's Czech texts lack. */
function currentText(view: View, source: TextSource, key: string, lng: Language, cache?: Map<string, Rows>): string | null | undefined {
  const row = textsOf(view, source, cache).get(key);
  if (!row || row.cs === null) return undefined;
  return lng === 'cs' ? row.cs : row.en;
}

/**
 * The dry run: every text the file would change in the draft, and each row refused with its
 * reason. An empty cell changes nothing; a text is compared as it would be stored (sanitized).
 */
export function planTextImport(view: View, parsed: ParsedTextsCsv): CsvDryRun {
  const out: CsvDryRun = { changes: [], refused: [], unchanged: 0 };
  if (!parsed.header) {
    out.refused.push({ row: 1, source: '', key: '', reason: t('api:content.csv.header') });
    return out;
  }
  for (const r of parsed.refused) out.refused.push({ row: r.row, source: r.source, key: r.key, reason: t(ROW_PROBLEM[r.problem]) });
  const seen = new Set<string>();
  const cache = new Map<string, Rows>();
  for (const row of parsed.rows) {
    const refuse = (reason: string) => out.refused.push({ row: row.row, source: row.source, key: row.key, reason });
    const source = knownSource(view, row.source);
    if (!source) {
      refuse(t('api:content.csv.unknownSource', { source: row.source }));
      continue;
    }
    if (currentText(view, source, row.key, 'cs', cache) === undefined) {
      refuse(t('api:content.csv.unknownKey', { key: row.key }));
      continue;
    }
    if (seen.has(`${row.source}\n${row.key}`)) {
      refuse(t('api:content.csv.duplicate', { key: row.key }));
      continue;
    }
    seen.add(`${row.source}\n${row.key}`);
    if ('variant' in source && row.en !== null) {
      refuse(t('api:content.variantCzechOnly'));
      continue;
    }
    for (const lng of ['cs', 'en'] as const) {
      const cell = row[lng];
      if (cell === null) continue;
      const value = sanitizeText(cell);
      const old = currentText(view, source, row.key, lng, cache) ?? null;
      if (value === old) out.unchanged++;
      else out.changes.push({ source: row.source, key: row.key, lng, old, new: value });
    }
  }
  return out;
}

/**
 * Writes the dry run's changes into the draft in one transaction, each only where the draft still
 * holds its `old` text: one changed meanwhile (or gone) is reported, never overwritten. Czech texts
 * go first, so an English one is recorded as written against the Czech of the same file.
 */
export async function applyTextImport(
  db: Db,
  userId: number,
  changes: CsvApplyBody['changes'],
  /** Called in the transaction for each text written (the audit trail's row). */
  onWritten: (tx: Tx, change: CsvApplyBody['changes'][number], value: string) => Promise<void>,
): Promise<Omit<CsvApplied, 'message'>> {
  return db.transaction(async (tx) => {
    const published = await latestVersion(tx);
    const bySource = new Map<string, TextSource>();
    for (const c of changes) bySource.set(c.source, sourceFromLabel(c.source));
    const paths = [...new Set(changes.map((c) => textPath(bySource.get(c.source)!, c.lng)))].sort();
    const made = await lockDraftFiles(tx, paths, published, userId);

    const view = await draftView(tx);
    const files = { ...view.files };
    const enBasis = { ...view.enBasis };
    const written = new Set<string>();
    const conflicts: CsvApplied['conflicts'] = [];
    let applied = 0;
    const ordered = [...changes].sort((a, b) => Number(a.lng === 'en') - Number(b.lng === 'en'));
    for (const c of ordered) {
      const now: View = { files, enBasis };
      const source = knownSource(now, c.source);
      const current = source && currentText(now, source, c.key, c.lng);
      if (!source || current === undefined || current !== c.old) {
        conflicts.push({ source: c.source, key: c.key, lng: c.lng, yours: c.new, theirs: current ?? null });
        continue;
      }
      const value = sanitizeText(c.new);
      const path = textPath(source, c.lng);
      const changed = 'variant' in source ? withVariantText(files[path], c.key, value) : withText(files[path] ?? {}, c.key, value);
      if (!changed) {
        conflicts.push({ source: c.source, key: c.key, lng: c.lng, yours: c.new, theirs: current });
        continue;
      }
      files[path] = changed;
      if (c.lng === 'en' && 'namespace' in source)
        enBasis[path] = { ...(enBasis[path] ?? {}), [c.key]: textAt(files[localePath('cs', source.namespace)], c.key) ?? '' };
      written.add(path);
      applied++;
      if (current !== value) await onWritten(tx, c, value);
    }
    for (const path of paths) {
      if (written.has(path))
        await tx
          .update(contentDraft)
          .set({ body: files[path], en_basis: enBasis[path] ?? null, updated_by: userId, updated_at: sql`now()` })
          .where(sql`${contentDraft.path} = ${path}`);
      else if (made.has(path)) await tx.delete(contentDraft).where(sql`${contentDraft.path} = ${path}`);
    }
    return { applied, conflicts };
  });
}

/**
 * Each file's draft row, made from the published file where missing (as a text's save makes it),
 * then locked: an import and a text's save of the same file take turns. Answers the rows made here.
 */
async function lockDraftFiles(
  tx: Tx,
  paths: string[],
  published: Awaited<ReturnType<typeof latestVersion>>,
  userId: number,
): Promise<Set<string>> {
  const made = new Set<string>();
  for (const path of paths) {
    const inserted = await tx
      .insert(contentDraft)
      .values({ path, body: published?.files[path] ?? {}, en_basis: published?.en_basis[path] ?? null, updated_by: userId })
      .onConflictDoNothing()
      .returning({ path: contentDraft.path });
    if (inserted.length) made.add(path);
  }
  if (paths.length) await tx.select({ path: contentDraft.path }).from(contentDraft).where(inArray(contentDraft.path, paths)).for('update');
  return made;
}

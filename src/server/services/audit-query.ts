import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { csvLine, CSV_BOM } from '../../engine/audit/index.js';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditFilterQuery } from '../../contracts/audit.js';
import type { Db } from '../db/open.js';
import { auditLog } from '../db/schema.js';
import { unprocessable } from '../http-error.js';
import { t } from '../i18n.js';

type AuditRow = typeof auditLog.$inferSelect;

export const actionLabel = (action: string) => t(`admin:audit.actions.${action}`);

/** Midnight of a Prague calendar day (YYYY-MM-DD) as an instant: the dashboard's date filters are the club's days. */
export function pragueMidnight(day: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  const zone = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', timeZoneName: 'shortOffset' })
    .formatToParts(utc)
    .find((p) => p.type === 'timeZoneName')!.value;
  const [, sign = '+', hours = '0', minutes = '0'] = /^GMT(?:([+-])(\d+)(?::(\d+))?)?$/.exec(zone) ?? [];
  const offset = (Number(hours) * 60 + Number(minutes)) * (sign === '-' ? -1 : 1);
  return new Date(utc.getTime() - offset * 60_000);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows the filters select (every one when none is given); 422 when the range ends before it starts. */
export function auditWhere(f: AuditFilterQuery): SQL | undefined {
  if (f.from && f.to && f.from > f.to) throw unprocessable(t('api:audit.rangeReversed'));
  const parts: Array<SQL | undefined> = [];
  if (f.action) parts.push(f.action.includes('.') ? eq(auditLog.action, f.action) : inArray(auditLog.action, areaActions(f.action)));
  if (f.actor_id !== undefined) parts.push(eq(auditLog.actor_id, f.actor_id));
  if (f.target_kind) parts.push(eq(auditLog.target_kind, f.target_kind));
  if (f.target_id) parts.push(eq(auditLog.target_id, f.target_id));
  if (f.member_id !== undefined) parts.push(eq(auditLog.member_id, f.member_id));
  if (f.from) parts.push(gte(auditLog.at, pragueMidnight(f.from)));
  if (f.to) parts.push(lt(auditLog.at, pragueMidnight(nextDay(f.to))));
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${likeLiteral(q)}%`;
    const text = sql`concat_ws(' ', ${auditLog.actor_email}, ${auditLog.target_label}, ${auditLog.target_id}, ${auditLog.action}, ${auditLog.before}::text, ${auditLog.after}::text)`;
    const named = AUDIT_ACTIONS.filter((a) => actionLabel(a).toLocaleLowerCase('cs').includes(q.toLocaleLowerCase('cs')));
    parts.push(or(sql`${text} ILIKE ${pattern}`, named.length ? inArray(auditLog.action, named) : undefined));
  }
  return and(...parts);
}

const areaActions = (area: string): AuditAction[] => AUDIT_ACTIONS.filter((a) => a.startsWith(`${area}.`));

export const auditEntryJson = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actor_id,
  actor_email: row.actor_email,
  action: row.action as AuditAction,
  target_kind: row.target_kind as AuditEntry['target_kind'],
  target_id: row.target_id,
  target_label: row.target_label,
  member_id: row.member_id,
  before: row.before,
  after: row.after,
  request_id: row.request_id,
  erased: row.erased_at !== null,
});

/** One page, newest first: rows older than `cursor` (an id), and the cursor of the page after it. */
export async function auditPageOf(db: Db, filter: AuditFilterQuery, cursor: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(auditWhere(filter), cursor === undefined ? undefined : lt(auditLog.id, cursor)))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(auditEntryJson);
  return { items, next_cursor: rows.length > limit ? items[items.length - 1]!.id : null };
}

/** The most rows one CSV holds: years of the club's administration, still one spreadsheet. */
export const CSV_MAX_ROWS = 50_000;
const CSV_BATCH = 1000;

const PRAGUE_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

/** The CSV of every row the filters select, newest first, up to CSV_MAX_ROWS: read in batches, each written as it comes. */
export async function* auditCsv(db: Db, filter: AuditFilterQuery): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(['Čas (Praha)', 'Kdo', 'Akce', 'Kód akce', 'Cíl', 'ID cíle', 'Název cíle', 'Před', 'Po', 'ID požadavku']);
  const where = auditWhere(filter);
  let cursor: number | undefined;
  for (let written = 0; written < CSV_MAX_ROWS; ) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(where, cursor === undefined ? undefined : lt(auditLog.id, cursor)))
      .orderBy(desc(auditLog.id))
      .limit(Math.min(CSV_BATCH, CSV_MAX_ROWS - written));
    if (!rows.length) return;
    yield rows
      .map((r) =>
        csvLine([
          PRAGUE_TIME.format(r.at),
          r.actor_email ?? t('admin:audit.deletedActor', { id: r.actor_id }),
          actionLabel(r.action),
          r.action,
          t(`admin:audit.kinds.${r.target_kind}`),
          r.target_id,
          r.target_label ?? (r.erased_at ? t('admin:audit.erased') : ''),
          json(r.before),
          json(r.after),
          r.request_id,
        ]),
      )
      .join('');
    written += rows.length;
    cursor = rows[rows.length - 1]!.id;
  }
}

import type { MemberProgress, StepProgressStatus } from '../variants/member-progress.js';

/** One member as the progress report lists them. */
export interface ReportMember {
  name: string;
  email: string;
  company: string;
  variant: string;
  progress: MemberProgress;
}

/** A report cell: text, a step's number, a moment (shown in the club's time zone) or nothing. */
export type ReportCell = string | number | Date | null;

/** The report's columns: Czech headers, and widths in characters for the XLSX. */
export const PROGRESS_COLUMNS = [
  { header: 'Jméno', width: 26 },
  { header: 'E-mail', width: 30 },
  { header: 'Firma', width: 26 },
  { header: 'Varianta', width: 22 },
  { header: 'Modul', width: 24 },
  { header: 'Pořadí kroku', width: 8 },
  { header: 'Krok', width: 34 },
  { header: 'Stav', width: 14 },
  { header: 'Zahájeno', width: 17 },
  { header: 'Dokončeno', width: 17 },
] as const;

export const STEP_STATUS_TEXT: Record<StepProgressStatus, string> = {
  completed: 'dokončeno',
  in_progress: 'rozpracováno',
  not_started: 'nezačato',
};

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * Every member × module × step, in the members' order and their variant's order of modules and
 * steps. A member without a module still has one row, so the report names every member.
 */
export function progressReportRows(members: readonly ReportMember[]): ReportCell[][] {
  return members.flatMap((member) => {
    const who: ReportCell[] = [member.name, member.email, member.company, member.variant];
    if (member.progress.modules.length === 0) return [[...who, null, null, null, null, null, null]];
    return member.progress.modules.flatMap((module) =>
      module.steps.map((step, i): ReportCell[] => [
        ...who,
        module.display_name,
        i + 1,
        step.display_name,
        STEP_STATUS_TEXT[step.status],
        dateOf(step.started_at),
        dateOf(step.completed_at),
      ]),
    );
  });
}

export const CLUB_TIME_ZONE = 'Europe/Prague';

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The moment as the club's clocks show it, written into a Date's UTC fields: a spreadsheet's
 * date has no time zone, and an XLSX date is read as those fields.
 */
export function clubWallClock(moment: Date): Date {
  const part = Object.fromEntries(WALL_CLOCK.formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
}

/** A moment as CSV text: `2026-11-26 10:15` in the club's time, which Excel and Calc read as a date and time. */
export const csvDateTime = (moment: Date): string => clubWallClock(moment).toISOString().slice(0, 16).replace('T', ' ');

/** The rows as CSV text cells. */
export function reportTextRows(rows: readonly ReportCell[][]): string[][] {
  return rows.map((row) =>
    row.map((cell) => (cell === null ? '' : cell instanceof Date ? csvDateTime(cell) : typeof cell === 'number' ? String(cell) : cell)),
  );
}

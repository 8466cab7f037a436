import { fullFormats } from 'ajv-formats/dist/formats.js';
import { trimInvisible } from '../shell/visible-text.js';
import type { RawRow } from './parse.js';

/** What the database holds that a row is checked against. */
export interface ImportContext {
  companies: ReadonlyArray<{ id: number; name: string; corporation_id: string | null }>;
  /** Per stored variant (by name): the modules an administrator may grant one by one (admin_selectable). */
  variants: ReadonlyMap<string, readonly string[]>;
  /** E-mails of existing accounts, lower-cased. */
  takenEmails: ReadonlySet<string>;
}

/** A member the row would create, as the single user form would send it. */
export interface MemberDraft {
  email: string;
  name: string;
  osloveni: string | null;
  company_id: number;
  variant_name: string;
  modules: string[];
  send_welcome: boolean;
}

export type RowProblem =
  | { code: 'emailMissing' }
  | { code: 'emailInvalid' }
  | { code: 'emailDuplicate'; line: number }
  | { code: 'emailTaken' }
  | { code: 'nameMissing' }
  | { code: 'tooLong'; column: 'email' | 'name' | 'osloveni'; max: number }
  | { code: 'companyMissing' }
  | { code: 'companyUnknown'; company: string }
  | { code: 'companyAmbiguous'; company: string }
  | { code: 'variantMissing' }
  | { code: 'variantUnknown'; variant: string }
  | { code: 'moduleNotGrantable'; module: string }
  | { code: 'welcomeInvalid'; value: string };

export interface RowOutcome {
  line: number;
  /** The row's e-mail and name as written (trimmed), for the administrator to recognise it. */
  email: string;
  name: string;
  problems: RowProblem[];
  /** Present when the row has no problem. */
  member?: MemberDraft;
}

/** The lengths the single user form's schema allows (src/contracts/admin.ts, userBody). */
const MAX = { email: 320, name: 200, osloveni: 100 } as const;

/** The single user form's e-mail rule: the schema's `format: email` as ajv-formats checks it. */
const EMAIL = fullFormats.email as RegExp;

const YES = new Set(['ano', 'a', 'yes', 'y', '1', 'true']);
const NO = new Set(['ne', 'n', 'no', '0', 'false', '']);

const sameText = (a: string, b: string) => a.localeCompare(b, 'cs', { sensitivity: 'accent' }) === 0;
const digitsOnly = (s: string) => s.replace(/\s+/g, '');

/** Modules are separated by `|` (or `,`, when the field is quoted or the file uses `;`). */
export const splitModules = (cell: string): string[] => [
  ...new Set(
    cell
      .split(/[|,]/)
      .map((m) => m.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * Each row's outcome, by the rules of the single user form (POST /api/admin/users): a valid e-mail not yet taken, a
 * name, an existing company and variant, only the variant's admin-selectable modules; and, the file being many
 * forms at once, an e-mail only once in the file (the later rows are the duplicates).
 */
export function checkRows(rows: readonly RawRow[], context: ImportContext): RowOutcome[] {
  const firstLineOf = new Map<string, number>();
  return rows.map((row) => {
    const problems: RowProblem[] = [];
    const email = trimInvisible(row.email).toLowerCase();
    const name = trimInvisible(row.name);
    const osloveni = trimInvisible(row.osloveni) || null;

    if (!email) problems.push({ code: 'emailMissing' });
    else if (email.length > MAX.email) problems.push({ code: 'tooLong', column: 'email', max: MAX.email });
    else if (!EMAIL.test(email)) problems.push({ code: 'emailInvalid' });
    else if (firstLineOf.has(email)) problems.push({ code: 'emailDuplicate', line: firstLineOf.get(email)! });
    else if (context.takenEmails.has(email)) problems.push({ code: 'emailTaken' });
    if (email && !firstLineOf.has(email)) firstLineOf.set(email, row.line);

    if (!name) problems.push({ code: 'nameMissing' });
    else if (name.length > MAX.name) problems.push({ code: 'tooLong', column: 'name', max: MAX.name });
    if (osloveni && osloveni.length > MAX.osloveni) problems.push({ code: 'tooLong', column: 'osloveni', max: MAX.osloveni });

    const company = findCompany(trimInvisible(row.company), context, problems);
    const variant = findVariant(trimInvisible(row.variant), context, problems);
    const modules = splitModules(row.modules);
    if (variant) {
      const grantable = context.variants.get(variant)!;
      for (const module of modules) if (!grantable.includes(module)) problems.push({ code: 'moduleNotGrantable', module });
    }

    const welcome = trimInvisible(row.welcome).toLowerCase();
    if (!YES.has(welcome) && !NO.has(welcome)) problems.push({ code: 'welcomeInvalid', value: trimInvisible(row.welcome) });

    const outcome: RowOutcome = { line: row.line, email: trimInvisible(row.email), name, problems };
    if (problems.length === 0 && company && variant) {
      outcome.member = { email, name, osloveni, company_id: company, variant_name: variant, modules, send_welcome: YES.has(welcome) };
    }
    return outcome;
  });
}

/** By IČO (spaces ignored) or by name (case ignored); a name two companies share must be given by IČO. */
function findCompany(cell: string, context: ImportContext, problems: RowProblem[]): number | undefined {
  if (!cell) {
    problems.push({ code: 'companyMissing' });
    return undefined;
  }
  const byIco = context.companies.filter((c) => c.corporation_id && digitsOnly(c.corporation_id) === digitsOnly(cell));
  const matches = byIco.length ? byIco : context.companies.filter((c) => sameText(c.name.trim(), cell));
  if (matches.length === 1) return matches[0]!.id;
  problems.push(matches.length ? { code: 'companyAmbiguous', company: cell } : { code: 'companyUnknown', company: cell });
  return undefined;
}

function findVariant(cell: string, context: ImportContext, problems: RowProblem[]): string | undefined {
  if (!cell) {
    problems.push({ code: 'variantMissing' });
    return undefined;
  }
  const name = [...context.variants.keys()].find((v) => v.toLowerCase() === cell.toLowerCase());
  if (!name) problems.push({ code: 'variantUnknown', variant: cell });
  return name;
}

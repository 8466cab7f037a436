import { describe, expect, it } from 'vitest';
import {
  checkRows,
  IMPORT_MAX_ROWS,
  parseMemberCsv,
  splitModules,
  type ImportContext,
  type RawRow,
} from '../../../../src/engine/member-import/index.js';
import { MAIL_MAX_ATTEMPTS, nextAttemptDelayMs } from '../../../../src/engine/mail/retry.js';

const HEADER = 'e-mail;jméno;oslovení;společnost;varianta;moduly;poslat uvítání';

const rowsOf = (text: string): RawRow[] => {
  const parsed = parseMemberCsv(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
  return parsed.rows;
};

describe('parseMemberCsv', () => {
  it('reads a semicolon file with a BOM, CRLF and Czech headers', () => {
    const rows = rowsOf(`\uFEFF${HEADER}\r\njana@firma.cz;Jana Nováková;paní Nováková;Firma a.s.;general;people|process;ano\r\n`);
    expect(rows).toEqual([
      {
        line: 2,
        email: 'jana@firma.cz',
        name: 'Jana Nováková',
        osloveni: 'paní Nováková',
        company: 'Firma a.s.',
        variant: 'general',
        modules: 'people|process',
        welcome: 'ano',
      },
    ]);
  });

  it('reads a comma file with quoted fields, headers without diacritics and in another order, unknown columns ignored', () => {
    const rows = rowsOf('Jmeno,Email,Spolecnost,Varianta,Poznámka\n"Novák, Petr",petr@firma.cz,"Firma, a.s.",general,cokoli\n');
    expect(rows[0]).toMatchObject({
      line: 2,
      name: 'Novák, Petr',
      email: 'petr@firma.cz',
      company: 'Firma, a.s.',
      variant: 'general',
      modules: '',
    });
  });

  it('skips blank lines and names each row by its line in the file, also after a quoted line break', () => {
    const rows = rowsOf(`${HEADER}\n\na@x.cz;"Anna\nB";;F;general;;\n;;;;;;\nb@x.cz;Bára;;F;general;;\n`);
    expect(rows.map((r) => [r.line, r.email])).toEqual([
      [3, 'a@x.cz'],
      [6, 'b@x.cz'],
    ]);
  });

  it('names a file without rows, with missing or repeated columns, with too many rows or an open quote', () => {
    expect(parseMemberCsv('')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(parseMemberCsv(`${HEADER}\n`)).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(parseMemberCsv('e-mail;oslovení\na@x.cz;pane\n')).toEqual({
      ok: false,
      problem: { code: 'missingColumns', columns: ['name', 'company', 'variant'] },
    });
    expect(parseMemberCsv('email;e-mail;jméno;společnost;varianta\n')).toEqual({
      ok: false,
      problem: { code: 'duplicateColumn', header: 'e-mail' },
    });
    const many = `${HEADER}\n${'a@x.cz;A;;F;general;;\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    expect(parseMemberCsv(many)).toEqual({ ok: false, problem: { code: 'tooManyRows', max: IMPORT_MAX_ROWS } });
    expect(parseMemberCsv(`${HEADER}\na@x.cz;"A;;F;general;;\n`)).toMatchObject({ ok: false, problem: { code: 'malformed' } });
  });
});

describe('checkRows', () => {
  const context: ImportContext = {
    companies: [
      { id: 1, name: 'Firma a.s.', corporation_id: '12345678' },
      { id: 2, name: 'Dvojče', corporation_id: null },
      { id: 3, name: 'dvojče', corporation_id: '87654321' },
    ],
    variants: new Map([['general', ['people', 'process']]]),
    takenEmails: new Set(['stary@firma.cz']),
  };
  const row = (line: number, o: Partial<RawRow> = {}): RawRow => ({
    line,
    email: `clen${line}@firma.cz`,
    name: 'Člen',
    osloveni: '',
    company: 'Firma a.s.',
    variant: 'general',
    modules: '',
    welcome: '',
    ...o,
  });
  const problemsOf = (o: Partial<RawRow>) => checkRows([row(2, o)], context)[0]!.problems;

  it('turns a valid row into the member the single form would create', () => {
    const [outcome] = checkRows(
      [
        row(2, {
          email: ' Jana@Firma.CZ ',
          osloveni: ' paní ',
          company: '123 456 78',
          variant: 'GENERAL',
          modules: 'process, People',
          welcome: 'Ano',
        }),
      ],
      context,
    );
    expect(outcome).toEqual({
      line: 2,
      email: 'Jana@Firma.CZ',
      name: 'Člen',
      problems: [],
      member: {
        email: 'jana@firma.cz',
        name: 'Člen',
        osloveni: 'paní',
        company_id: 1,
        variant_name: 'general',
        modules: ['process', 'people'],
        send_welcome: true,
      },
    });
    expect(checkRows([row(2, { company: 'FIRMA A.S.', welcome: 'ne' })], context)[0]!.member).toMatchObject({
      company_id: 1,
      send_welcome: false,
    });
  });

  it('names every problem of a row', () => {
    expect(problemsOf({ email: '' })).toEqual([{ code: 'emailMissing' }]);
    expect(problemsOf({ email: 'neni-email' })).toEqual([{ code: 'emailInvalid' }]);
    expect(problemsOf({ email: 'a@b.cz\nBcc: x@y.cz' })).toEqual([{ code: 'emailInvalid' }]);
    expect(problemsOf({ email: 'STARY@firma.cz' })).toEqual([{ code: 'emailTaken' }]);
    expect(problemsOf({ name: ' \u200b ' })).toEqual([{ code: 'nameMissing' }]);
    expect(problemsOf({ name: 'x'.repeat(201) })).toEqual([{ code: 'tooLong', column: 'name', max: 200 }]);
    expect(problemsOf({ company: '' })).toEqual([{ code: 'companyMissing' }]);
    expect(problemsOf({ company: 'Neznámá' })).toEqual([{ code: 'companyUnknown', company: 'Neznámá' }]);
    expect(problemsOf({ company: 'Dvojče' })).toEqual([{ code: 'companyAmbiguous', company: 'Dvojče' }]);
    expect(problemsOf({ variant: 'zlatá' })).toEqual([{ code: 'variantUnknown', variant: 'zlatá' }]);
    expect(problemsOf({ modules: 'people|intro' })).toEqual([{ code: 'moduleNotGrantable', module: 'intro' }]);
    expect(problemsOf({ welcome: 'možná' })).toEqual([{ code: 'welcomeInvalid', value: 'možná' }]);
    expect(problemsOf({ email: 'x', name: '', variant: '' })).toEqual([
      { code: 'emailInvalid' },
      { code: 'nameMissing' },
      { code: 'variantMissing' },
    ]);
  });

  it('finds a company of a shared name by its IČO, and keeps formula-like text as text', () => {
    const [outcome] = checkRows([row(2, { company: '87654321', name: '=HYPERLINK("http://zly.example")' })], context);
    expect(outcome!.member).toMatchObject({ company_id: 3, name: '=HYPERLINK("http://zly.example")' });
  });

  it('refuses the later rows of an e-mail the file repeats, naming the first', () => {
    const outcomes = checkRows([row(2, { email: 'a@x.cz' }), row(3), row(4, { email: 'A@x.cz ' })], context);
    expect(outcomes.map((o) => o.problems)).toEqual([[], [], [{ code: 'emailDuplicate', line: 2 }]]);
  });

  it('splits modules on | and , without repeats', () => {
    expect(splitModules(' people | process,people ,, ')).toEqual(['people', 'process']);
  });
});

describe('mail retries', () => {
  it('waits 1, 4, 16 and 64 minutes, then gives up', () => {
    expect([1, 2, 3, 4].map(nextAttemptDelayMs)).toEqual([60_000, 240_000, 960_000, 3_840_000]);
    expect(nextAttemptDelayMs(MAIL_MAX_ATTEMPTS)).toBeUndefined();
  });
});

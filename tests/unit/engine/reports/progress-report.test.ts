import { describe, expect, it } from 'vitest';
import {
  clubWallClock,
  csvDateTime,
  neutralizeCell,
  progressReportRows,
  reportTextRows,
  toCsv,
} from '../../../../src/engine/reports/index.js';
import { memberProgress, type VariantDef } from '../../../../src/engine/variants/index.js';

describe('spreadsheet cells', () => {
  it('neutralise every cell that starts like a formula, and only those', () => {
    for (const text of ['=1+1', '+420', '-5', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeCell(text)).toBe(`'${text}`);
    for (const text of ['Jan', '', ' =1', 'a=b', '1-2', "'=x"]) expect(neutralizeCell(text)).toBe(text);
  });

  it('CSV: a BOM, ";" between cells, CRLF, quotes where a cell holds ; " CR or LF', () => {
    expect(
      toCsv([
        ['a', 'b;c'],
        ['say "hi"', 'x\ny'],
        ['=cmd', ''],
      ]),
    ).toBe('\uFEFFa;"b;c"\r\n"say ""hi""";"x\ny"\r\n\'=cmd;\r\n');
  });

  it('dates in the club time (Prague), summer and winter', () => {
    expect(csvDateTime(new Date('2026-07-01T10:15:00Z'))).toBe('2026-07-01 12:15');
    expect(csvDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01 00:30');
    expect(clubWallClock(new Date('2026-01-15T08:00:00Z')).toISOString()).toBe('2026-01-15T09:00:00.000Z');
  });
});

describe('the progress report rows', () => {
  const variant: VariantDef = {
    variant_name: 'v',
    display_name: 'Varianta',
    version: '1',
    modules: [
      {
        module_name: 'intro',
        display_name: 'Úvod',
        admin_selectable: false,
        enabled: true,
        requires: [],
        steps: [
          { step_name: 'a', endpoint: 'a', display_name: 'Krok A' },
          { step_name: 'b', endpoint: 'b', display_name: 'Krok B' },
        ],
      },
    ],
  };
  const who = { name: 'Jana', email: 'jana@test.cz', company: 'Firma', variant: 'Varianta' };

  it('one row per module and step with status and dates; a member without modules still has one row', () => {
    const progress = memberProgress(
      variant,
      [],
      [
        {
          module_name: 'intro',
          step_name: 'a',
          status: 'completed',
          created_at: new Date('2026-10-01T08:00:00Z'),
          completed_at: new Date('2026-10-02T08:00:00Z'),
        },
      ],
    );
    const rows = progressReportRows([
      { ...who, progress },
      { ...who, email: 'bez@test.cz', progress: memberProgress(undefined, [], []) },
    ]);
    expect(reportTextRows(rows)).toEqual([
      ['Jana', 'jana@test.cz', 'Firma', 'Varianta', 'Úvod', '1', 'Krok A', 'dokončeno', '2026-10-01 10:00', '2026-10-02 10:00'],
      ['Jana', 'jana@test.cz', 'Firma', 'Varianta', 'Úvod', '2', 'Krok B', 'nezačato', '', ''],
      ['Jana', 'bez@test.cz', 'Firma', 'Varianta', '', '', '', '', '', ''],
    ]);
    expect(rows[0]![8]).toBeInstanceOf(Date);
  });
});

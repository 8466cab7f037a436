/**
 * The content check's messages are written for `npm run validate` (English, as the schema
 * validator words them); the studio shows the common ones and every authoring mistake of issue 33
 * in Czech, and the rest as they come, after a Czech lead-in. Each rule: the message's form, and
 * its Czech text. tests/unit/client/features/content-studio/problem-text.test.ts runs the checks
 * on a mistake each, so a reworded message that no rule reads any more fails there.
 */
const RULES: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^must NOT have fewer than 1 characters?$|^must not be empty$/, () => 'Text nesmí být prázdný.'],
  [/^must NOT have fewer than (\d+) characters$/, (m) => `Text musí mít aspoň ${m[1]} znaků.`],
  [/^must NOT have more than (\d+) characters$/, (m) => `Text smí mít nejvýše ${m[1]} znaků.`],
  [/^must have required property '([^']+)'$/, (m) => `Chybí povinná položka „${m[1]}“.`],
  [/^must NOT have additional properties$/, () => 'Obsahuje položku, kterou tu schéma nedovoluje.'],
  [/^must NOT have fewer than 1 items$/, () => 'Seznam nesmí být prázdný.'],
  [
    /^module (\S+) has no steps: members it is (granted to|open to) would see an empty module\./,
    (m) =>
      `Modul ${m[1]} nemá žádné kroky: členové, ${m[2] === 'granted to' ? 'kterým ho administrátor přidělí' : 'kterým je otevřen'}, by viděli prázdný modul. Doplňte jeho kroky (ty, které ještě nejsou napsané, označte jako připravované), nebo modul vypněte (volba „Zapnuto“ na kartě Varianty).`,
  ],
  [
    /^(\w+) must be a whole number from 0, written without quotes \(2, not "two" or "2"\), not (.+): the page ignores it$/,
    (m) =>
      `Volba ${m[1]} musí být celé číslo od 0 zapsané bez uvozovek (například 2, ne "two" ani "2"); teď je ${m[2]}, a stránka ji proto přehlédne.`,
  ],
  [
    /^(\w+) must be true or false, without quotes, not (.+): the page ignores it$/,
    (m) => `Volba ${m[1]} musí být true nebo false bez uvozovek; teď je ${m[2]}, a stránka ji proto přehlédne.`,
  ],
  [
    /^"([^"]+)" is the whole list while the condition reads each row \("([^"]+)"\): .*Reveal a field of the row instead, as "([^"]+)"/,
    (m) =>
      `„${m[1]}“ je celý seznam, ale podmínka zobrazení čte každý řádek zvlášť („${m[2]}“): žádný řádek by ji nesplnil a seznam by zmizel. Zobrazujte raději pole v řádku, jako „${m[3]}“ (podmínka pak čte tentýž řádek).`,
  ],
  [
    /^the choice "(.*)" has no Czech label: members would read "(.*)"\./,
    (m) =>
      `Volba „${m[1]}“ nemá český popisek: členové by četli „${m[2]}“. Doplňte do popisků volby (labels) klíč textu s českým popiskem, například "${m[1]}": "<klíč textu>".`,
  ],
  [
    /^requires "(.*)", which is no property here \(its properties: (.*)\): (the step could never be completed|this alternative could never hold)\./,
    (m) =>
      `Povinné pole „${m[1]}“ tu není (pole tu jsou: ${m[2]}): ${m[3] === 'this alternative could never hold' ? 'tato možnost by nikdy neplatila' : 'krok by nikdo nikdy nedokončil'}. Opravte název, nebo pole přidejte.`,
  ],
  [
    /^the input "(.*)" of the derived (\S+): step (\S+) does not exist \(/,
    (m) =>
      `Vstup „${m[1]}“ odvozeného seznamu ${m[2]} čte krok ${m[3]}, který neexistuje. Uveďte krok, který existuje (modul/krok), nebo ho nejdřív napište.`,
  ],
  [/^step (\S+) does not exist \(/, (m) => `Krok ${m[1]} neexistuje. Uveďte krok, který existuje (modul/krok), nebo ho nejdřív napište.`],
  [
    /^text (\S+) is missing in (?:\S*\/)?(locales\/\S+?\.json)(?:; (.*))?$/,
    (m) =>
      `Text ${m[1]} v souboru ${m[2]} chybí${m[3] ? `: ${whereInstead(m[1]!, m[3])}` : '. Napište ho na kartě Texty, nebo opravte klíč.'}`,
  ],
  [
    /^(\S+) in (?:\S*\/)?(locales\/\S+?\.json) is a group of texts \((.*)\), not one text: .*, as (\S+)$/,
    (m) => `${m[1]} v souboru ${m[2]} není jeden text, ale skupina textů (${m[3]}). Uveďte text, který myslíte, například ${m[4]}.`,
  ],
  [
    /^"(.*)" names no top-level property of the schema \((?:its properties here: (.*)|the schema has no properties here)\)$/,
    (m) =>
      `Karta se ptá na pole „${m[1]}“, které krok nemá${m[2] ? ` (pole kroku: ${m[2]})` : ''}. Vyberte na kartě jiné pole, nebo kartu odeberte.`,
  ],
  [
    /^no card asks (\S+): the card layout shows only the properties its cards name$/,
    (m) => `Pole „${m[1]}“ není na žádné kartě, a člen ho proto neuvidí. Přidejte kartu s tímto polem, nebo pole odeberte.`,
  ],
  [/^(\S+) is already asked on card (\d+)$/, (m) => `Na pole „${m[1]}“ se už ptá karta ${m[2]}: každé pole patří na jednu kartu.`],
  [
    /^(\S+) is a text to read \(type null\), which no member answers: /,
    (m) =>
      `Pole „${m[1]}“ je text ke čtení, na který člen neodpovídá: šipka „Další“ by se na jeho kartě nikdy neukázala. Napište text jako kartu s textem a pole odeberte.`,
  ],
  [/^a card needs a title$/, () => 'Karta nemá nadpis: podle něj ji najdou i čtečky obrazovky. Napište ho.'],
  [/^unknown key "(.*)" \(did you mean "(.*)"\?\)$/, (m) => `Neznámý klíč „${m[1]}“: nikdo ho nečte. Nemysleli jste „${m[2]}“?`],
  [/^unknown key "(.*)"$/, (m) => `Neznámý klíč „${m[1]}“: nikdo ho nečte. Opravte ho, nebo ho smažte.`],
  [
    /^no check reports the keyword "(.*?)"(?: \(did you mean "(.*)"\?\))?: this message would never be shown/,
    (m) =>
      `Klíčové slovo „${m[1]}“ žádná kontrola nehlásí, a zpráva se proto nikdy nezobrazí. ${m[2] ? `Nemysleli jste „${m[2]}“?` : 'Použijte klíčové slovo JSON Schema, „unique“, nebo klíčové slovo z počtů (counts) tohoto kroku.'}`,
  ],
];

/** Where a missing text was written instead, and the two ways to mend it, in Czech (the key's namespace is `key`'s). */
function whereInstead(key: string, near: string): string {
  const ns = key.slice(0, key.indexOf(':'));
  const level = /^it is at (\S+), one level too (deep|high): move it to (\S+)$/.exec(near);
  if (level)
    return `je o úroveň ${level[2] === 'deep' ? 'hlouběji' : 'výš'}, jako ${level[1]}. Opravte klíč na ${ns}:${level[1]}, nebo text přesuňte na ${level[3]}.`;
  const flat = /^it is written as the one key "(.*)": nest it as (.*)$/.exec(near);
  if (flat) return `je zapsán jako jeden klíč „${flat[1]}“ s tečkami: vnořte ho jako ${flat[2]}.`;
  const named = /^a text of that name is at (\S+): move it to (\S+), or correct the key$/.exec(near);
  if (named) return `text stejného jména je jako ${named[1]}. Opravte klíč na ${ns}:${named[1]}, nebo text přesuňte na ${named[2]}.`;
  const other = /^it is in (?:\S*\/)?(locales\/\S+?\.json): move it to (?:\S*\/)?(locales\/\S+?\.json), or write the key as (\S+)$/.exec(
    near,
  );
  if (other) return `je v souboru ${other[1]}. Opravte klíč na ${other[3]}, nebo text přesuňte do ${other[2]}.`;
  return near;
}

export function problemText(message: string): string {
  for (const [form, czech] of RULES) {
    const m = form.exec(message);
    if (m) return czech(m);
  }
  return `Kontrola obsahu hlásí: ${message}`;
}

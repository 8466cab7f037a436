/**
 * The content check's messages are written for `npm run validate` (English, as the schema
 * validator words them); the studio shows the common ones in Czech and the rest as they come,
 * after a Czech lead-in. Each rule: the message's form, and its Czech text.
 */
const RULES: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^must NOT have fewer than 1 characters?$|^must not be empty$/, () => 'Text nesmí být prázdný.'],
  [/^must NOT have fewer than (\d+) characters$/, (m) => `Text musí mít aspoň ${m[1]} znaků.`],
  [/^must NOT have more than (\d+) characters$/, (m) => `Text smí mít nejvýše ${m[1]} znaků.`],
  [/^must have required property '([^']+)'$/, (m) => `Chybí povinná položka „${m[1]}“.`],
  [/^must NOT have additional properties$/, () => 'Obsahuje položku, kterou tu schéma nedovoluje.'],
  [/^must NOT have fewer than 1 items$/, () => 'Seznam nesmí být prázdný.'],
];

export function problemText(message: string): string {
  for (const [form, czech] of RULES) {
    const m = form.exec(message);
    if (m) return czech(m);
  }
  return `Kontrola obsahu hlásí: ${message}`;
}

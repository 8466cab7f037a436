import { describe, expect, it } from 'vitest';
import { stepKeys } from '../../support/step-modules.js';
import { readStepDefinition } from '../../../src/content/step-definitions.js';
import { STEP_SCHEMAS_DIR } from '../../../src/content/paths.js';
import { t } from '../../../src/server/i18n.js';

/** The autosave's own quiet before a save (spec: every 3 s); a step's itemSave may have another. */
const AUTOSAVE_MS = 3000;
const SAVE_TIMING = /ukládá|uloží|ukládán/i;

describe('one save notice per page', () => {
  const steps = stepKeys(STEP_SCHEMAS_DIR).map((key) => readStepDefinition(...(key.split('/') as [string, string]))!);

  it("no step's title, subtitle or description speaks of saving: the notice above the form is the only one", () => {
    for (const { module, step, rules } of steps) {
      for (const key of [rules.title, rules.subtitle, rules.description]) {
        if (key && !key.includes('{variant}')) expect(t(key), `${module}/${step}`).not.toMatch(SAVE_TIMING);
      }
    }
  });

  it('a step saving on its own timing names it in that notice (development topics: 1 s after typing, not every 3 s)', () => {
    for (const { module, step, rules } of steps) {
      if ((rules.itemSave?.debounceMs ?? AUTOSAVE_MS) !== AUTOSAVE_MS) expect(rules.autosaveNotice, `${module}/${step}`).toBeDefined();
    }
    const topics = steps.find((s) => s.step === 'team_development')!;
    expect(topics.rules.itemSave?.debounceMs).toBe(1000);
    expect(t(topics.rules.autosaveNotice!)).toBe('Vaše práce se automaticky ukládá vteřinu po psaní...');
    expect(t('step-runner:autosaveNotice')).toBe('Vaše práce se automaticky ukládá každé 3 sekundy...');
  });
});

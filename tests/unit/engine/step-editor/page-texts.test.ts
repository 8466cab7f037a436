import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STEP_SCHEMAS_DIR } from '../../../../src/content/paths.js';
import { pageTexts } from '../../../../src/engine/step-editor/page-texts.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';

describe("a reading step's page texts", () => {
  it("are the rules' texts of the module besides the title, subtitle and description, each once and in order", () => {
    const rules = JSON.parse(fs.readFileSync(path.join(STEP_SCHEMAS_DIR, 'people', 'presentation.rules.json'), 'utf8'));
    const state: EditorState = { module: 'people', step: 'presentation', files: { rules }, texts: { cs: {}, en: {} } };
    const keys = pageTexts(state);
    expect(keys.slice(0, 3)).toEqual([
      'steps/people:presentation.generate',
      'steps/people:presentation.generating',
      'steps/people:presentation.done',
    ]);
    expect(keys).toContain('steps/people:presentation.audience.managementHint');
    expect(keys).not.toContain('steps/people:presentation.title');
    expect(keys.filter((k) => !k.startsWith('steps/people:'))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leave out texts of another namespace and values that are no keys', () => {
    const state: EditorState = {
      module: 'm',
      step: 's',
      files: {
        rules: {
          title: 'steps/m:s.title',
          messages: [],
          completeOnLoad: true,
          download: { endpoint: 'x', label: 'common:ok', done: 'steps/m:s.done' },
        } as never,
      },
      texts: { cs: {}, en: {} },
    };
    expect(pageTexts(state)).toEqual(['steps/m:s.done']);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stepFilesFingerprint } from '../../../src/content/fingerprint.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A small step-schemas tree of its own. */
function tree(files: Record<string, string>): string {
  const dir = path.join(root, String(++n));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const base = {
  'variants/general.json': '{"variant_name":"general"}',
  'people/team_goals.rules.json': '{"title":"a"}',
  'people/team_goals.schema.json': '{}',
};

describe('the fingerprint of the step files', () => {
  it('is the same for the same files wherever they are, and ignores files that are not JSON', () => {
    const a = stepFilesFingerprint(tree(base));
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(stepFilesFingerprint(tree({ ...base, 'README.md': '# guide', 'people/notes.txt': 'x' }))).toBe(a);
  });

  it('changes with any byte of any JSON file, a new file, a removed one or a renamed one', () => {
    const a = stepFilesFingerprint(tree(base));
    const variants: Array<Record<string, string>> = [
      { ...base, 'people/team_goals.rules.json': '{"title":"b"}' },
      { ...base, 'variants/general.json': '{"variant_name": "general"}' },
      { ...base, 'people/team_goals.ui.json': '{}' },
      { 'variants/general.json': base['variants/general.json'], 'people/team_goals.rules.json': base['people/team_goals.rules.json'] },
      {
        'variants/general.json': base['variants/general.json'],
        'people/team_goals.rules.json': '{"title":"a"}',
        'people/team_vision.schema.json': '{}',
      },
    ];
    const prints = variants.map((files) => stepFilesFingerprint(tree(files)));
    expect(new Set([a, ...prints]).size).toBe(variants.length + 1);
  });

  it('keeps file names and contents apart: moving bytes between the name and the content changes it', () => {
    expect(stepFilesFingerprint(tree({ 'a.json': 'b.json{}' }))).not.toBe(stepFilesFingerprint(tree({ 'a.jsonb.json': '{}' })));
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deckFile, readDeckFile } from '../../../src/content/decks.js';
import { STEP_SCHEMAS_DIR } from '../../../src/content/paths.js';
import { readStepDefinition, stepFiles } from '../../../src/content/step-definitions.js';

const pageBandsOf = (ui: unknown) => (ui as { values: { 'ui:options': { bands: unknown } } }).values['ui:options'].bands;

describe('the score bands, written once: the team outlook page owns them and the deck reads them there', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('gives the deck the very bands the page shows, and the deck file none of its own', () => {
    const page = pageBandsOf(readStepDefinition('people', 'team_outlook')!.ui);
    const { deck, problems } = readDeckFile(deckFile('people', 'presentation'));
    expect(problems).toEqual([]);
    expect(deck!.bands).toEqual(page);
    expect(deck!.bands.map((b) => [b.max, b.color])).toEqual([
      [1.5, '#8FD19E'],
      [2.5, '#CDEB9A'],
      [3.5, '#FFE08A'],
      [5, '#F4A3A3'],
    ]);
    const written = JSON.parse(fs.readFileSync(deckFile('people', 'presentation'), 'utf8')) as { bands: unknown };
    expect(written.bands).toEqual({ step: 'people/team_outlook', ui: '/values/ui:options/bands' });
  });

  it("follows an edit of the page: a band recoloured and moved there is the deck's too", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deck-bands-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'people'));
    const ui = JSON.parse(fs.readFileSync(stepFiles('people', 'team_outlook', STEP_SCHEMAS_DIR).ui, 'utf8'));
    const bands = pageBandsOf(ui) as Array<{ max: number; color: string }>;
    bands[0]!.color = '#00FF00';
    bands[0]!.max = 1.7;
    fs.writeFileSync(stepFiles('people', 'team_outlook', dir).ui, JSON.stringify(ui));
    fs.copyFileSync(deckFile('people', 'presentation'), deckFile('people', 'presentation', dir));
    const { deck, problems } = readDeckFile(deckFile('people', 'presentation', dir), { dir });
    expect(problems).toEqual([]);
    expect(deck!.bands[0]).toMatchObject({ max: 1.7, color: '#00FF00' });
  });
});

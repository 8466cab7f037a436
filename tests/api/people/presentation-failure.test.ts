import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatedDecks } from '../../../src/server/db/schema.js';
import { bearer, memberSession } from '../../support/api.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

// The one thing no member can cause: the file writer itself failing (a bug, a full disk). The
// answer must be the spec's text, which the page also shows when it gets no detail.
vi.mock('../../../src/server/services/deck-writer.js', () => ({
  writeDeck: async () => {
    throw new Error('writer broke');
  },
}));

describe('people: a presentation that cannot be written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 500 with the spec\'s "Chyba při generování prezentace" and stores nothing', async () => {
    const steps = ['team_goals', 'team_vision', 'team_roles_revision', 'team_capacity', 'team_values', 'team_values_priorities', 'team_values_examples',
      'team_evaluation', 'team_members_outlook', 'team_development', 'team_outlook'].map((s): [string, string] => ['people', s]);
    const s = await memberSession(t.app, { modules: ['people'], completedSteps: [['intro', 'welcome'], ...steps] });
    const res = await t.app.inject({ method: 'POST', url: '/api/people/generate-presentation', headers: bearer(s.token) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Chyba při generování prezentace' });
    expect(await t.app.db.select().from(generatedDecks).where(eq(generatedDecks.user_id, s.user.id))).toEqual([]);
  });
});

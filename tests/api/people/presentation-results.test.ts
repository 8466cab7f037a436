import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, memberSession } from '../../support/api.js';
import { czechDetailProblem } from '../../support/czech-detail.js';
import { BEFORE_DECK, deckSourceData, memberName } from '../../support/deck-data.js';
import { deckMember } from '../../support/deck-member.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const RESULTS = '/api/people/generate-presentation/results';

describe('people: the printable results (GET /api/people/generate-presentation/results)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const results = (token: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `${RESULTS}${query}`, headers: token ? bearer(token) : {} });

  /** Every member's private words: the outlook's texts and the topics' steps, none of which a results page may show the team. */
  function privateData(members: number) {
    const data = deckSourceData(members, 5);
    data.set('people/team_members_outlook', {
      outlook_data: Array.from({ length: members }, (_, i) => ({
        member_name: memberName(i),
        contribution: `Přínos člena číslo ${i + 1}`,
        perspective: ['Ano', 'Ne', 'Částečně'][i % 3],
        strategic_decision: `Rozhodnutí o členovi číslo ${i + 1}`,
      })),
    });
    return data;
  }

  it("answers the management's view by default: the team outlook and every member's ratings, in Czech with decimal commas", async () => {
    const s = await deckMember(t.app, privateData(15));
    const res = await results(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.audience).toBe('management');
    expect(body.date).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}$/);
    expect(body.sections.map((x: { kind: string; title: string }) => [x.kind, x.title])).toEqual([
      ['outlook', 'Výhled týmu'],
      ['matrix', 'Hodnocení týmu'],
    ]);
    const [outlook, matrix] = body.sections;
    expect(outlook.bars).toHaveLength(5);
    expect(outlook.bars[0].text).toMatch(/^\d,\d\d$/);
    expect(outlook.headline).toContain('Průměr týmu');
    expect(matrix.rows).toHaveLength(16);
    for (let i = 0; i < 15; i++) expect(JSON.stringify(matrix.rows)).toContain(memberName(i));
    expect((await results(s.token, '?audience=management')).json()).toEqual(body);
  });

  it("the team's view holds the team outlook only: no member's name, rating, perspective or decision", async () => {
    const s = await deckMember(t.app, privateData(15));
    const res = await results(s.token, '?audience=team');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.audience).toBe('team');
    expect(body.sections.map((x: { kind: string }) => x.kind)).toEqual(['outlook']);
    const text = res.body;
    for (let i = 0; i < 15; i++) {
      expect(text).not.toContain(memberName(i));
      expect(text).not.toContain(`člena číslo ${i + 1}`);
      expect(text).not.toContain(`o členovi číslo ${i + 1}`);
    }
    expect(text).not.toContain('member_evaluations');
    expect(text).not.toMatch(/"rating"|"min_score"|"max_score"|perspective|Perspektiva/);
  });

  it('with nothing stored each section says what is missing', async () => {
    const s = await deckMember(t.app);
    const body = (await results(s.token)).json();
    expect(body.sections).toEqual([
      { kind: 'empty', title: 'Výhled týmu', message: 'Výhled týmu zatím nemá žádná hodnocení.' },
      { kind: 'empty', title: 'Hodnocení týmu', message: 'Hodnocení týmu zatím není vyplněno.' },
    ]);
  });

  it("is gated like the presentation step: anonymous 401, without the module or before the step is open 403, each in Czech; a member sees only their own team's", async () => {
    const anonymous = await results(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(czechDetailProblem(anonymous)).toBeUndefined();
    const locked = await deckMember(t.app, deckSourceData(3, 3), BEFORE_DECK.slice(0, -1));
    const refused = await results(locked.token);
    expect(refused.statusCode).toBe(403);
    expect(czechDetailProblem(refused)).toBeUndefined();
    const noModule = await memberSession(t.app, { modules: [] });
    const outside = await results(noModule.token);
    expect(outside.statusCode).toBe(403);
    expect(czechDetailProblem(outside)).toBeUndefined();
    const owner = await deckMember(t.app, deckSourceData(3, 3));
    const other = await deckMember(t.app);
    expect(JSON.stringify((await results(owner.token)).json())).toContain(memberName(0));
    expect(JSON.stringify((await results(other.token)).json())).not.toContain(memberName(0));
  });

  it('hostile queries are client errors with a Czech detail, never a 5xx', async () => {
    const s = await deckMember(t.app, deckSourceData(3, 3));
    for (const query of [
      '?audience=everyone',
      '?audience=',
      '?audience=team&audience=management',
      '?audience[]=team',
      `?audience=${'x'.repeat(5000)}`,
      '?audience=%00team',
      '?audience=TEAM',
      '?other=1',
    ]) {
      const res = await results(s.token, query);
      expect([400, 422], query).toContain(res.statusCode);
      expect(czechDetailProblem(res), query).toBeUndefined();
    }
  });
});

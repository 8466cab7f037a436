import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatedDecks } from '../../../src/server/db/schema.js';
import { bearer, memberSession } from '../../support/api.js';
import { BEFORE_DECK, CZECH_SENTENCE, deckSourceData, HOSTILE, memberName } from '../../support/deck-data.js';
import { pptxParts, pptxToPdfText, slideTexts, soffice } from '../../support/deck-files.js';
import { deckMember, GENERATE } from '../../support/deck-member.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('people: the generated presentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const member = (data?: Map<string, unknown>, completed?: Array<[string, string]>) => deckMember(t.app, data, completed);
  const generate = (token?: string) => t.app.inject({ method: 'POST', url: GENERATE, headers: token ? bearer(token) : {} });
  const download = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it("builds the deck from the member's own data; its owner downloads it as a .pptx with a Czech file name", async () => {
    const s = await member(deckSourceData(15, 5));
    const res = await generate(s.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Prezentace byla vygenerována.');
    expect(body.download_url).toMatch(/^\/api\/people\/generate-presentation\/[0-9a-f-]{36}$/);

    const file = await download(body.download_url, s.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(PPTX);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="Prezentace tymu.pptx"; filename*=UTF-8\'\'Prezentace%20t%C3%BDmu.pptx',
    );
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const { parts, broken, slides } = await pptxParts(bytes);
    expect(broken).toEqual([]);
    const texts = slides.map((n) => slideTexts(parts.get(n)!).join(' | '));
    const all = texts.join('\n');
    // Title, goals with ratings, vision, roles, capacity, values, examples, heat map, topics, outlook, chart.
    expect(texts[0]).toContain('Strategie týmu');
    expect(texts[0]).toContain(memberName(14));
    for (const title of [
      'Týmové cíle a jejich hodnocení',
      'Vize týmu',
      'Role v týmu',
      'Kapacita týmu',
      'Hodnoty týmu',
      'Prioritní hodnoty v praxi',
      'Hodnocení týmu',
      'Rozvojová témata',
      'Personální výhled',
      'Výhled týmu',
    ]) {
      expect(all).toContain(title);
    }
    expect(all).toContain(CZECH_SENTENCE);
    expect(all).toContain('8/9');
    // Member text stays text: quotes, markup and emoji verbatim, escaped in the XML.
    expect(all).toContain(HOSTILE);
    expect([...parts.values()].join('')).not.toContain('<script>');
    // The team outlook is a native chart with the priority values as categories.
    const chart = [...parts.keys()].find((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
    expect(chart).toBeDefined();
    expect(parts.get(chart!)).toContain('Důvěra');
  });

  it('refuses another member (403), an anonymous request (401), and an unknown or malformed id (404), each with a Czech detail', async () => {
    const owner = await member(deckSourceData(2, 3));
    const other = await member();
    const url = (await generate(owner.token)).json().download_url as string;

    const foreign = await download(url, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toBe('Tuto prezentaci si může stáhnout jen ten, kdo ji vygeneroval.');
    const anonymous = await download(url);
    expect(anonymous.statusCode).toBe(401);
    expect(typeof anonymous.json().detail).toBe('string');
    for (const bad of [
      `${GENERATE}/00000000-0000-4000-8000-000000000000`,
      `${GENERATE}/abc`,
      `${GENERATE}/${'9'.repeat(90)}`,
      `${GENERATE}/%27%20OR%201%3D1`,
    ]) {
      const res = await download(bad, owner.token);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().detail).toBe('Prezentace nenalezena nebo její platnost vypršela.');
    }
    expect((await generate()).statusCode).toBe(401);
  });

  it('takes no body: whatever a client sends with the call is a client error at worst, never a 5xx', async () => {
    const s = await member();
    const withJson = await t.app.inject({ method: 'POST', url: GENERATE, headers: bearer(s.token), payload: { anything: ['<script>'] } });
    expect(withJson.statusCode).toBe(200);
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: { ...bearer(s.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBeLessThan(500);
    const broken = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: { ...bearer(s.token), 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().detail).toBe('string');
    const badToken = await generate('not-a-token');
    expect(badToken.statusCode).toBe(401);
  });

  it('an expired deck is gone (404), and a member keeps only their newest decks', async () => {
    const s = await member();
    const first = (await generate(s.token)).json().download_url as string;
    await t.app.db
      .update(generatedDecks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(generatedDecks.id, first.split('/').pop()!));
    expect((await download(first, s.token)).statusCode).toBe(404);
    const urls: string[] = [];
    for (let i = 0; i < 4; i++) urls.push((await generate(s.token)).json().download_url);
    expect((await download(urls[0]!, s.token)).statusCode).toBe(404);
    for (const u of urls.slice(1)) expect((await download(u, s.token)).statusCode).toBe(200);
    expect(await t.app.db.select({ id: generatedDecks.id }).from(generatedDecks).where(eq(generatedDecks.user_id, s.user.id))).toHaveLength(
      3,
    );
  });

  it('is gated like the presentation step: locked until the step before it is completed, refused without the module', async () => {
    const locked = await member(new Map(), BEFORE_DECK.slice(0, -1));
    const res = await generate(locked.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Krok je uzamčen. Nejprve dokončete předchozí krok.');
    const noModule = await memberSession(t.app, { modules: [], completedSteps: BEFORE_DECK });
    expect((await generate(noModule.token)).statusCode).toBe(403);
  });

  it('with nothing stored every slide says what is missing instead of failing', async () => {
    const s = await member();
    const url = (await generate(s.token)).json().download_url as string;
    const { parts, broken, slides } = await pptxParts((await download(url, s.token)).rawPayload);
    expect(broken).toEqual([]);
    const all = slides.map((n) => slideTexts(parts.get(n)!).join(' ')).join('\n');
    for (const text of [
      'Týmové cíle zatím nejsou vyplněny.',
      'Hodnocení týmu zatím není vyplněno.',
      'Výhled týmu zatím nemá žádná hodnocení.',
      'Personální výhled zatím není vyplněn.',
    ])
      expect(all).toContain(text);
    // Title, agenda, summary, the ten parts and the next steps.
    expect(slides).toHaveLength(14);
  });

  it('data stored in odd shapes, control characters and very long texts still give a well-formed deck, never a 5xx', async () => {
    const long = `${'Dlouhý text s diakritikou ěščřžýáíé '.repeat(140)}konec`;
    const s = await member(
      new Map<string, unknown>([
        [
          'people/team_goals',
          {
            goal: `Cíl\u0001 s\u0008 řídicími\u001f znaky\uFFFE`,
            goal_rating: 'devět',
            success: long,
            success_rating: 3,
            how: 42,
            what: null,
          },
        ],
        ['people/team_vision', 'not an object'],
        ['people/team_roles_revision', { roles: 'Vedoucí' }],
        ['people/team_values', { values: [{ value_name: 7, is_selected: true }, null, { value_name: 'Důvěra', is_selected: true }] }],
        ['people/team_values_priorities', { priorities: [{ value_name: 'Důvěra', is_priority: true }] }],
        [
          'people/team_evaluation',
          {
            members: [{ id: 1, member_name: 'Jana' }, { id: 'x', member_name: 'Nikdo' }, { id: 2 }],
            evaluations: [
              { team_member_id: 1, value_name: 'Důvěra', rating: 9 },
              { team_member_id: 1, value_name: 'Důvěra', rating: 4 },
              'x',
            ],
          },
        ],
        ['people/team_members_outlook', { outlook_data: { member_name: 'Jana' } }],
        ['people/team_development', { topics: [{ member_name: 'Jana', value_name: 'Důvěra', step_1: long }] }],
      ]),
    );
    const res = await generate(s.token);
    expect(res.statusCode).toBe(200);
    const { parts, broken, slides } = await pptxParts((await download(res.json().download_url, s.token)).rawPayload);
    expect(broken).toEqual([]);
    const all = slides.map((n) => slideTexts(parts.get(n)!).join(' ')).join(' ');
    expect(all).toContain('Cíl s řídicími znaky');
    // A long text continues on further slides, whole and in order.
    expect(all.replace(/\s+/g, ' ')).toContain(long.replace(/\s+/g, ' ').slice(-200));
    expect(all).toContain('Rozvojová témata (2/');
  });

  it.skipIf(!soffice())(
    'opens in LibreOffice Impress: converted headless to PDF, the names, values and Czech text read back',
    { timeout: 120_000 },
    async () => {
      const s = await member(deckSourceData(15, 5));
      const url = (await generate(s.token)).json().download_url as string;
      const file = (await download(url, s.token)).rawPayload;
      const { slides } = await pptxParts(file);
      const pdf = await pptxToPdfText(file);
      expect(pdf.log).not.toMatch(/repair|error|could not be loaded|corrupt/i);
      expect(pdf.pages).toBe(slides.length);
      const text = pdf.text.replace(/\s+/g, ' ');
      for (let i = 0; i < 15; i++) expect(text).toContain(memberName(i));
      for (const value of ['Důvěra', 'Odpovědnost', 'Spolupráce', 'Inovace', 'Kvalita']) expect(text).toContain(value);
      expect(text).toContain(CZECH_SENTENCE);
      expect(text).toContain('Řízení "rizik" & <script>alert(1)</script>');
    },
  );
  if (!soffice()) it('LibreOffice is not installed here: the PDF test was skipped (npm run setup:test installs it)', () => {});
});

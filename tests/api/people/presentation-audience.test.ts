import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../support/api.js';
import { deckSourceData, memberName } from '../../support/deck-data.js';
import { pdfPages, pptxParts, pptxToPdfText, slideTexts, soffice } from '../../support/deck-files.js';
import { deckMember, GENERATE } from '../../support/deck-member.js';
import { insertVersion, latestVersion } from '../../../src/server/content/store.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('people: the presentation for the team or for the management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const generate = (token: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('an unknown audience is a client error with a detail; none at all is the full deck', async () => {
    const s = await deckMember(t.app);
    const bad = await generate(s.token, { audience: 'everyone' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(typeof bad.json().detail).toBe('string');
    for (const payload of [undefined, {}, { audience: 'management' }, { audience: 'team' }])
      expect((await generate(s.token, payload)).statusCode).toBe(200);
  });

  it('an audience a version published after start adds is served by the running server, its deck and its results', async () => {
    const own = await createTestApp();
    try {
      const published = (await latestVersion(own.app.db))!;
      const path = 'step-schemas/people/presentation.deck.json';
      const deck = published.files[path] as { audiences: Array<{ id: string }> };
      const files = { ...published.files, [path]: { ...deck, audiences: [...deck.audiences, { id: 'board' }] } };
      const s = await deckMember(own.app);
      const send = () => own.app.inject({ method: 'POST', url: GENERATE, headers: bearer(s.token), payload: { audience: 'board' } });
      expect((await send()).statusCode).toBe(422);
      await insertVersion(own.app.db, published, { files, note: 'board', createdBy: null, enBasis: published.en_basis });
      await own.app.content.refresh();
      expect((await send()).statusCode).toBe(200);
      const results = await own.app.inject({ method: 'GET', url: `${GENERATE}/results?audience=board`, headers: bearer(s.token) });
      expect(results.statusCode, results.body).toBe(200);
      expect(results.json().audience).toBe('board');
    } finally {
      await own.close();
    }
  });

  it("the team's deck is named for the team and has its slides only; the management's is today's full deck", async () => {
    const s = await deckMember(t.app, deckSourceData(4, 3));
    const titles = async (payload?: unknown) => {
      const url = (await generate(s.token, payload)).json().download_url as string;
      const file = await t.app.inject({ method: 'GET', url, headers: bearer(s.token) });
      const { parts, slides } = await pptxParts(file.rawPayload);
      return { disposition: file.headers['content-disposition'], all: slides.map((n) => slideTexts(parts.get(n)!).join(' ')).join('\n') };
    };
    const team = await titles({ audience: 'team' });
    expect(team.disposition).toContain("filename*=UTF-8''Prezentace%20pro%20t%C3%BDm.pptx");
    for (const title of [
      'Program',
      'Shrnutí',
      'Týmové cíle a jejich hodnocení',
      'Vize týmu',
      'Role v týmu',
      'Hodnoty týmu',
      'Výhled týmu',
      'Další kroky',
    ])
      expect(team.all).toContain(title);
    for (const title of ['Kapacita týmu', 'Hodnocení týmu', 'Rozvojová témata', 'Personální výhled']) expect(team.all).not.toContain(title);
    const full = await titles();
    expect(full.disposition).toContain("filename*=UTF-8''Prezentace%20t%C3%BDmu.pptx");
    for (const title of ['Kapacita týmu', 'Hodnocení týmu', 'Rozvojová témata', 'Personální výhled', 'Další kroky'])
      expect(full.all).toContain(title);
  });

  /**
   * A team whose every member has texts of their own in the personnel outlook and the development
   * topics: the team's deck must hold none of them, nor any member's name beside a figure.
   */
  const MEMBERS = 15;
  function privateData() {
    const data = deckSourceData(MEMBERS, 5);
    const evaluation = data.get('people/team_evaluation') as { members: Array<{ member_name: string; position: string }> };
    data.set('people/team_members_outlook', {
      outlook_data: evaluation.members.map((m, i) => ({
        member_name: m.member_name,
        position: m.position,
        contribution: `Přínos člena číslo ${i + 1}`,
        perspective: ['Ano', 'Ne', 'Částečně'][i % 3],
        strategic_decision: `Rozhodnutí o členovi číslo ${i + 1}`,
      })),
    });
    const topics = data.get('people/team_development') as { topics: Array<Record<string, unknown>> };
    for (const [i, topic] of topics.topics.entries()) Object.assign(topic, { step_1: `Osobní krok číslo ${i + 1}` });
    return data;
  }

  const deckOf = async (token: string, audience: string) => {
    const url = (await generate(token, { audience })).json().download_url as string;
    return (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).rawPayload;
  };

  it("the team's deck holds no member's rating, perspective or decision: names only among the team on the title slide", async () => {
    const s = await deckMember(t.app, privateData());
    const { parts, slides } = await pptxParts(await deckOf(s.token, 'team'));
    const xml = [...parts]
      .filter(([name]) => name !== slides[0])
      .map(([, part]) => part)
      .join('\n');
    for (let i = 0; i < MEMBERS; i++) {
      expect(slideTexts(parts.get(slides[0]!)!).join(' ')).toContain(memberName(i));
      // Beyond the title slide (slides, charts, speaker notes) no member is named, so no figure is anyone's.
      expect(xml).not.toContain(memberName(i));
      expect(xml).not.toContain(`Přínos člena číslo ${i + 1}`);
      expect(xml).not.toContain(`Rozhodnutí o členovi číslo ${i + 1}`);
    }
    expect(xml).not.toContain('Osobní krok číslo');
    for (const header of ['Perspektiva', 'Strategické rozhodnutí', 'Člen týmu', 'Personální výhled']) expect(xml).not.toContain(header);
    // The management's deck has them all.
    const full = [...(await pptxParts(await deckOf(s.token, 'management'))).parts.values()].join('\n');
    for (const text of [memberName(7), 'Přínos člena číslo 8', 'Rozhodnutí o členovi číslo 8', 'Perspektiva', 'Osobní krok číslo 1'])
      expect(full).toContain(text);
  });

  it.skipIf(!soffice())(
    'both decks, converted by LibreOffice: every word inside its slide, every run Czech, speaker notes on every slide, body text 16 pt or more',
    { timeout: 300_000 },
    async () => {
      const s = await deckMember(t.app, privateData());
      for (const audience of ['team', 'management']) {
        const file = await deckOf(s.token, audience);
        const { parts, slides } = await pptxParts(file);
        const pdf = await pptxToPdfText(file);
        expect(pdf.log, audience).not.toMatch(/repair|error|could not be loaded|corrupt/i);
        const pages = await pdfPages(pdf.dir);
        expect(pages, audience).toHaveLength(slides.length);
        for (const [n, page] of pages.entries()) {
          expect(page.words.length, `${audience} slide ${n + 1} has text`).toBeGreaterThan(0);
          const outside = page.words.filter((w) => w.xMin < 0 || w.yMin < 0 || w.xMax > page.width + 0.5 || w.yMax > page.height + 0.5);
          expect(
            outside.map((w) => w.text),
            `${audience} slide ${n + 1}: words off the slide`,
          ).toEqual([]);
        }
        const text = pdf.text.replace(/\s+/g, ' ');
        // Czech decimals, also in the chart's labels.
        expect(text).toMatch(/\b[1-5],\d\d\b/);
        expect(text).not.toMatch(/\b[1-5]\.\d\d\b/);
        expect(text).toContain('Další kroky');

        const xml = [...parts].filter(([name]) => /^ppt\/(slides|notesSlides|charts)\//.test(name));
        for (const [name, part] of xml) {
          expect(part, name).not.toContain('en-US');
          for (const tag of part.match(/<a:(rPr|endParaRPr)\b[^>]*>/g) ?? []) expect(tag, name).toContain('lang="cs-CZ"');
        }
        for (const name of slides) {
          for (const size of parts.get(name)!.match(/\bsz="(\d+)"/g) ?? [])
            expect(Number(/\d+/.exec(size)![0]), name).toBeGreaterThanOrEqual(1600);
          const number = /\d+/.exec(name)![0];
          const notes = parts.get(`ppt/notesSlides/notesSlide${number}.xml`);
          expect(notes, `${name} has speaker notes`).toBeDefined();
          expect(slideTexts(notes!).join('').length, `${name}'s notes say something`).toBeGreaterThan(60);
        }
      }
    },
  );
});

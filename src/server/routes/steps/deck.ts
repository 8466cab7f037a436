import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newAjv } from '../../../content/ajv.js';
import type { StepDeck } from '../../../content/decks.js';
import { apiPathOf } from '../../../content/variants.js';
import { buildResults, deckSources, resultsDefinition, type DeckDefinition } from '../../../engine/deck/index.js';
import { forbidden, HttpError, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { DeckLimits, DECKS_PER_MINUTE } from '../../services/deck-limits.js';
import { findDeck, storeDeck, teamName } from '../../services/deck-store.js';
import { DeckWorker, type Deck } from '../../services/deck-worker.js';
import { requireStepAccess } from '../../services/step-access.js';
import { deckDownloadSchema, deckGenerateSchema, deckResultsSchema } from './schemas.js';
import { PPTX } from '../../../contracts/steps.js';

/** Content-Disposition with the Czech name for browsers that read RFC 5987 and an ASCII one for the rest. */
export function attachment(fileName: string): string {
  const name = fileName.replace(/[\r\n"\\/]/g, ' ').trim() || 'deck';
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}.pptx"; filename*=UTF-8''${encodeURIComponent(`${name}.pptx`)}`;
}

const pragueDate = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Prague' });

/**
 * Every deck definition (step-schemas/<module>/<step>.deck.json) gets
 * POST /api/<module>/<endpoint>: builds the member's deck from their own stored step data and
 * keeps it for download, answering {message, download_url}; and
 * GET /api/<module>/<endpoint>/<id>: the .pptx, to its owner only; and
 * GET /api/<module>/<endpoint>/results?audience=…: the deck's results for the printable results page.
 * The file is made on the deck thread (services/deck-worker.ts), one deck per member at a time and
 * at most DECKS_PER_MINUTE a minute (services/deck-limits.ts): a member generating in a loop gets
 * 429s and slows nobody else's requests.
 */
export default async function deckRoutes(app: FastifyInstance) {
  const worker = new DeckWorker();
  app.addHook('onClose', () => worker.close());
  const limits = new DeckLimits();
  const conditionAjv = newAjv(false);
  const check = (schema: object, value: unknown) => conditionAjv.validate(schema, value) as boolean;

  /** "<module>/<step>" → the member's stored data of every step the deck reads (null where nothing is stored). */
  const sourcesOf = async (userId: number, deck: DeckDefinition) => {
    const data = new Map<string, unknown>();
    for (const key of deckSources(deck)) {
      const [m, s] = key.split('/') as [string, string];
      data.set(key, (await app.stepStore.load(userId, m, s))?.data ?? null);
    }
    return data;
  };

  /** The audience asked for, when the deck of the version in use has it (a version published after start may add one). */
  const audienceOf = (deck: DeckDefinition, wanted: string | undefined) => {
    if (wanted !== undefined && !deck.audiences?.some((a) => a.id === wanted)) throw unprocessable(t('api:deck.unknownAudience'));
    return wanted;
  };

  const register = (id: string, { module, step, deck: startDeck }: StepDeck) => {
    const url = `/${apiPathOf(module, startDeck.endpoint)}`;

    /** The member's deck made from their stored data, by the definition of the version in use, and stored for download. */
    const generate = async (request: FastifyRequest, userId: number, deck: DeckDefinition, audience: string | undefined) => {
      const data = await sourcesOf(userId, deck);
      const now = new Date();
      const context = { team: await teamName(app.db, userId), date: pragueDate.format(now) };
      let made: Deck;
      try {
        made = await worker.make({ deck, audience, sources: data, context });
      } catch (err) {
        request.log.error({ err }, 'deck generation failed');
        throw new HttpError(500, t('api:deck.failed'));
      }
      const deckId = await storeDeck(app.db, userId, made.fileName, made.file, now);
      return { message: t('api:deck.generated'), download_url: `/api${url}/${deckId}` };
    };

    app.post(
      url,
      { preHandler: app.authenticate, schema: deckGenerateSchema(module, step, startDeck) },
      async (request: FastifyRequest, reply) => {
        const userId = request.currentUser.id;
        // The deck step's own gate: the steps before it must be completed.
        await requireStepAccess(app, request.currentUser, module, step);
        const deck = app.content.current.decks.get(id)?.deck;
        if (!deck) throw notFound(t('api:deck.noDeck'));
        const slot = limits.claim(userId);
        if ('refused' in slot) {
          if (slot.refused === 'busy') throw new HttpError(429, t('api:deck.busy'));
          reply.header('retry-after', String(slot.retryAfterSeconds));
          throw new HttpError(429, t('api:deck.tooOften', { count: slot.retryAfterSeconds, limit: DECKS_PER_MINUTE }));
        }
        try {
          return await generate(
            request,
            userId,
            deck,
            audienceOf(deck, (request.body as { audience?: string } | null | undefined)?.audience),
          );
        } finally {
          slot.release();
        }
      },
    );

    // The printable results page's data: pure and a few milliseconds for the largest team, so made here, not on the deck thread.
    app.get(
      `${url}/results`,
      { preHandler: app.authenticate, schema: deckResultsSchema(module, step, startDeck) },
      async (request: FastifyRequest<{ Querystring: { audience?: string } }>, reply) => {
        const userId = request.currentUser.id;
        await requireStepAccess(app, request.currentUser, module, step);
        const deck = app.content.current.decks.get(id)?.deck;
        if (!deck) throw notFound(t('api:deck.noDeck'));
        const audience = audienceOf(deck, request.query.audience) ?? deck.audiences?.[0]?.id;
        const wanted = resultsDefinition(deck, audience);
        const context = { team: await teamName(app.db, userId), date: pragueDate.format(new Date()) };
        const results = buildResults(wanted, await sourcesOf(userId, wanted), context, t, check, audience);
        // What the deck download holds, so kept as it is: by nobody but the member's browser, and not there either.
        reply.header('cache-control', 'private, no-store');
        return { audience: audience ?? '', ...context, ...results };
      },
    );

    app.get(
      `${url}/:id`,
      { preHandler: app.authenticate, schema: deckDownloadSchema(module, step) },
      async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
        const row = await findDeck(app.db, request.params.id);
        if (!row) throw notFound(t('api:deck.notFound'));
        if (row.user_id !== request.currentUser.id) throw forbidden(t('api:deck.notYours'));
        return reply
          .header('content-type', PPTX)
          .header('content-disposition', attachment(row.file_name))
          .header('cache-control', 'private, no-store')
          .send(row.content);
      },
    );
  };

  for (const [id, stepDeck] of app.content.current.decks) register(id, stepDeck);
}

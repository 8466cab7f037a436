import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  applyDerivations,
  derivationSources,
  keepsRows,
  keptAfter,
  NOTHING_KEPT,
  type KeptRows,
} from '../../../engine/derivations/index.js';
import {
  countErrors,
  dataErrors,
  draftMessages,
  keepHiddenValues,
  orderedMessages,
  realIds,
  visibleData,
  type StepMessage,
} from '../../../engine/steps/index.js';
import type { CompiledStep } from '../../../content/step-definitions.js';
import { t } from '../../i18n.js';
import { badRequest, conflict, HttpError, unprocessable } from '../../http-error.js';
import type { StepRow } from '../../services/step-store.js';
import type { AccountGuard } from '../../services/account-lookup.js';
import { INT_MAX } from '../../../contracts/limits.js';
import type { VariantDef } from '../../../engine/variants/index.js';
import { otherModulesReading, reopenSteps } from '../../services/reopen-steps.js';
import { loadKept, storeKept } from '../../services/kept-rows.js';
import { recordUndo } from '../../services/step-undo.js';
import { schemaEverChanged } from '../../services/schema-history.js';

/** A draft made ready to store: the data, what was stored before it and what was kept beside it. */
interface Prepared {
  data: Data;
  before: StepRow | undefined;
  kept: KeptRows;
}

export type Check = (schema: object, value: unknown) => boolean;
export type Data = Record<string, unknown>;

export const asObject = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});

/** The stored step answers as its data; the version travels as the ETag (for If-Match). */
export function send(reply: FastifyReply, row: StepRow, body: unknown = row.data) {
  // A save that reopened steps elsewhere says so: the browser's copy of the progress is out of date.
  if (row.reopened?.length) reply.header('x-steps-reopened', row.reopened.join(','));
  return reply.header('etag', `"${row.version}"`).header('x-step-status', row.status).send(body);
}

export function ifMatch(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const text = String(header).replace(/^W\//, '').replace(/"/g, '');
  // Versions are stored as a 32-bit integer: a larger number can name none.
  const version = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(version <= INT_MAX)) throw badRequest(t('api:steps.badIfMatch'));
  return version;
}

/** Messages in Czech, each text once (two repeated names give one 'Názvy hodnot musí být jedinečné'). */
export function translate(messages: StepMessage[]) {
  const out = messages.map((m) => ({ path: m.path, message: t(m.messageKey, m.params) }));
  return out.filter((m, i) => out.findIndex((o) => o.message === m.message) === i);
}

/** One step of one member as the routes work with it: its definition and the member's data. */
export class StepData {
  constructor(
    private readonly app: FastifyInstance,
    readonly module: string,
    readonly step: string,
    private readonly check: Check,
    /** Every step's StepData by "<module>/<step>": a source that derives its own data is read as it derives it. */
    private readonly registry: ReadonlyMap<string, StepData> = new Map(),
  ) {
    this.key = `${module}/${step}`;
  }

  private readonly key: string;

  /** The step's definition in the content version in use now (a map lookup: versions swap while the server runs). */
  get def(): CompiledStep | undefined {
    return this.app.content.current.steps.get(this.key);
  }

  stored(userId: number) {
    return this.app.stepStore.load(userId, this.module, this.step);
  }

  /**
   * Runs a save of this step and follows what it changed across modules: when a step of another
   * module builds on this one (the variant's dependency graph) and reads something the save
   * changed, that step and everything downstream of it are reopened, with this step as the reason.
   * A step no other module builds on saves as before, with no read first.
   */
  async tracked<T extends StepRow | undefined>(userId: number, variant: VariantDef, save: () => Promise<T>): Promise<T> {
    const key = `${this.module}/${this.step}`;
    const readers = otherModulesReading(this.app, variant, key);
    if (!readers.any) return save();
    const before = (await this.stored(userId))?.data ?? null;
    const row = await save();
    if (row) {
      const seeds = readers.changedBy(before, row.data, this.check);
      const reopened = seeds.length ? await reopenSteps(this.app, userId, variant, key, seeds) : [];
      if (reopened.length) return { ...row, reopened };
    }
    return row;
  }

  /** Whether rows leave this step's lists to be kept (KeptRows): derived rows members write in, ids never handed out twice. */
  private get keeps() {
    return Boolean(this.def?.rules.derive?.some(keepsRows) || this.def?.rules.ids?.length);
  }

  /** What is kept beside the member's step (nothing for a step that keeps nothing). */
  kept(userId: number): Promise<KeptRows> {
    return this.keeps ? loadKept(this.app, userId, this.module, this.step) : Promise.resolve(NOTHING_KEPT);
  }

  /**
   * The data with its derived properties computed from the other steps the rules name (rules.derive),
   * rows kept since they left coming back when their source does. `sources` overrides what is
   * stored for some steps (the impact of a change not made yet).
   */
  async derived(userId: number, data: Data, kept?: KeptRows, sources: ReadonlyMap<string, unknown> = new Map(), depth = 0): Promise<Data> {
    const rules = this.def?.rules.derive;
    if (!rules?.length) return data;
    const read = new Map<string, unknown>();
    for (const key of derivationSources(rules))
      read.set(key, sources.has(key) ? sources.get(key) : await this.sourceData(userId, key, sources, depth));
    return applyDerivations(rules, data, read, this.check, (key) => t(key), kept ?? (await this.kept(userId)));
  }

  /**
   * A source step's data as its own page shows it: derived too when it derives (a member's
   * position follows a renamed role before the evaluation is saved again), null while nothing is
   * stored. The content check refuses cycles; the depth bounds a chain all the same.
   */
  private async sourceData(userId: number, key: string, sources: ReadonlyMap<string, unknown>, depth: number): Promise<unknown> {
    const [module, step] = key.split('/') as [string, string];
    const stored = (await this.app.stepStore.load(userId, module, step))?.data ?? null;
    const source = this.registry.get(key);
    if (stored === null || !source?.def?.rules.derive?.length || depth >= MAX_SOURCE_DEPTH) return stored;
    return source.derived(userId, asObject(stored), undefined, sources, depth + 1);
  }

  /**
   * What a read shows: the stored data without the values of fields the version in use no longer
   * has (kept, hidden: keepHiddenValues), derived properties computed now (`read`: the row as already read).
   */
  async current(userId: number, read?: { row: StepRow | undefined } | null) {
    const row = read ? read.row : await this.stored(userId);
    return { row, data: await this.derived(userId, this.visible(row?.data)) };
  }

  /** The data as the version in use knows it: values of removed fields left out. */
  visible(data: unknown): Data {
    return asObject(visibleData(data, this.def?.schema));
  }

  /**
   * A limit the page keeps the member within (at most 5 custom values) is named in its own words;
   * then the draft schema: types, bounds and sizes, each in the words of the rule that speaks for
   * a save ('Řádek 1: Současná kapacita musí být celé číslo 0–100'), else 'Neplatná data kroku
   * (<path>).'. Throws the 422.
   */
  refuse(data: unknown) {
    const def = this.def!;
    const overLimit = countErrors(data, def.rules.counts, this.check, true);
    if (overLimit.length) {
      const errors = translate(orderedMessages(overLimit, def.rules.messages, data));
      throw unprocessable(errors[0]!.message, { errors });
    }
    if (def.validateDraft!(data)) return;
    const { messages, unnamed } = draftMessages(dataErrors(def.validateDraft!.errors), def.rules.messages, data);
    const generic = unnamed.map((e) => ({ path: e.path, message: t('api:steps.invalidDraft', { path: e.path || '/' }) }));
    const errors = [...translate(messages), ...generic];
    throw unprocessable(errors[0]!.message, { errors: errors.filter((e, i) => errors.findIndex((o) => o.message === e.message) === i) });
  }

  /**
   * Saves a whole draft: checked as sent, real ids given (rules.ids), derived properties
   * recomputed (what the browser sent there is the server's to decide; edited fields of derived
   * rows are kept) and checked again, then stored, with `expected` as a compare-and-set (409).
   */
  async save(userId: number, body: unknown, expected: number | undefined, stored?: StepRow): Promise<StepRow> {
    const prepared = await this.toStore(userId, body, stored);
    const row = await this.app.stepStore.save(userId, this.module, this.step, prepared.data, expected);
    if (row) return this.afterSave(userId, row, prepared);
    const current = await this.stored(userId);
    throw conflict(t('api:steps.stale'), { current: current ? this.visible(current.data) : null, version: current?.version ?? null });
  }

  /**
   * The same save as the account remembered by this process (request.accountGuard): undefined when
   * the statement wrote nothing, the account changed or the version did not match; the caller then
   * confirms the account and saves again, so any refusal is the one a confirmed account gets.
   */
  async saveGuarded(userId: number, body: unknown, expected: number | undefined, guard: AccountGuard): Promise<StepRow | undefined> {
    const prepared = await this.toStore(userId, body);
    const row = await this.app.stepStore.save(userId, this.module, this.step, prepared.data, expected, guard);
    return row && this.afterSave(userId, row, prepared);
  }

  /** Stores data computed on the server (a completion stores its derived properties as computed now), keeping what leaves. */
  async storeComputed(userId: number, before: StepRow, computed: Data): Promise<StepRow | undefined> {
    const data = keepHiddenValues(computed, before.data, this.def?.schema);
    const row = await this.app.stepStore.save(userId, this.module, this.step, data);
    return row && this.afterSave(userId, row, { data, before, kept: await this.kept(userId) });
  }

  /**
   * Whether a save must read what is stored first: to give real ids, to keep the rows that leave,
   * to take a change back (a step whose changes reopen others: its data before each save), or to
   * keep the values of fields a publication removed (keepHiddenValues: only the stored row holds them).
   */
  private async readsBefore() {
    return this.keeps || Boolean(this.def?.rules.resetDependents) || (await schemaEverChanged(this.app, this.key));
  }

  private async toStore(userId: number, body: unknown, stored?: StepRow): Promise<Prepared> {
    this.refuse(body);
    const before = stored ?? ((await this.readsBefore()) ? await this.stored(userId) : undefined);
    const kept = await this.kept(userId);
    const withIds = realIds(asObject(body), before?.data, this.def?.rules.ids, kept.highest);
    const data = await this.derived(userId, withIds, kept);
    if (data !== body) this.refuse(data);
    return { data: keepHiddenValues(data, before?.data, this.def?.schema), before, kept };
  }

  /** After a save: the rows that left are kept, and the data before it can be restored ('Vrátit zpět'). */
  private async afterSave(userId: number, row: StepRow, prepared: Prepared): Promise<StepRow> {
    if (this.keeps) {
      // Only rows the server had accepted are kept: what a request sends of a row it drops is not.
      const kept = keptAfter(this.def?.rules.derive, this.def?.rules.ids, [prepared.before?.data], prepared.data, prepared.kept);
      await storeKept(this.app, userId, this.module, this.step, kept, prepared.kept);
    }
    if (this.def?.rules.resetDependents && prepared.before)
      await recordUndo(this.app, userId, this.module, this.step, row.version, prepared.before.data);
    return row;
  }

  /**
   * Saves a change of part of the data (`change` maps what is now stored, derived properties
   * computed, to the new whole). With `expected` the member's version must still hold (409);
   * without, two parts saved at once (a topic each) must not undo each other: the change is
   * applied to the version it read and tried again on a newer one.
   */
  async update(userId: number, change: (data: Data) => Data, expected: number | undefined): Promise<StepRow> {
    for (let attempt = 1; ; attempt++) {
      const { row, data } = await this.current(userId);
      if (expected !== undefined && (row?.version ?? 0) !== expected) return this.save(userId, change(data), expected, row);
      try {
        return await this.save(userId, change(data), row?.version ?? 0, row);
      } catch (err) {
        if (expected !== undefined || attempt >= UPDATE_ATTEMPTS || !(err instanceof HttpError && err.statusCode === 409)) throw err;
      }
    }
  }
}

const UPDATE_ATTEMPTS = 5;
/** Steps that derive from steps that derive, at most this deep (the people module: 4). */
const MAX_SOURCE_DEPTH = 8;

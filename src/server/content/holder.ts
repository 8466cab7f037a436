import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ContentError } from '../../content/content-problem.js';
import { contentHash, copyAppTexts, sameJson, writeContentFiles, type ContentFiles } from '../../content/content-set.js';
import { loadDecks, type StepDeck } from '../../content/decks.js';
import { dependencyGraphs, rulesFromFiles } from '../../content/dependency-graph.js';
import { readLocales } from '../../content/locales.js';
import { compileSteps, type CompiledStep } from '../../content/step-definitions.js';
import { buildCatalog, loadVariantFiles, type VariantCatalog } from '../../content/variants.js';
import type { DependencyGraph } from '../../engine/steps/index.js';
import type { Db } from '../db/open.js';
import { useContentTexts } from '../i18n.js';
import { staleVersionDirs } from '../../content/version-dirs.js';
import { latestVersionId, loadVersion } from './store.js';

/** One published version as the server runs it: built once, never changed. */
export interface ContentVersion {
  id: number;
  /** The directory it was built from: `<root>/<id>-<hash>`. */
  dir: string;
  files: ContentFiles;
  enBasis: Record<string, Record<string, string>>;
  /** The version's files on disk (immutable): root/step-schemas and root/locales. */
  stepSchemasDir: string;
  localesDir: string;
  catalog: VariantCatalog;
  dependencies: ReadonlyMap<string, DependencyGraph>;
  /** Every listed step with a definition, by "<module>/<step>", validators compiled on first use. */
  steps: ReadonlyMap<string, CompiledStep>;
  decks: ReadonlyMap<string, StepDeck>;
  /** Every Czech namespace (the app's and the version's), as the server translates. */
  texts: ReadonlyMap<string, unknown>;
}

const stepFilesOf = (files: ContentFiles, key: string) =>
  ['rules', 'schema', 'ui'].map((kind) => files[`step-schemas/${key}.${kind}.json`]);

/**
 * A version's files written as a directory `<root>/<id>-<hash>` (written under a temporary name,
 * then renamed, so a directory that exists is whole; another process on the same DATA_DIR may have
 * written it already), then read by the same loaders the server used on step-schemas/ and locales/.
 */
export function materialize(root: string, id: number | string, files: ContentFiles, releaseLocales: string): string {
  const dir = path.join(root, `${id}-${contentHash(files)}`);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(root, { recursive: true });
  const tmp = path.join(root, `.tmp-${id}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    writeContentFiles(tmp, files);
    // The files of a set always have these two folders, even a set without locale files.
    fs.mkdirSync(path.join(tmp, 'step-schemas', 'variants'), { recursive: true });
    copyAppTexts(releaseLocales, tmp);
    fs.renameSync(tmp, dir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw err;
  }
  return dir;
}

/**
 * Removes the version directories no process needs any more (`staleVersionDirs`): each is first
 * renamed aside, so `materialize` in another process never finds a directory half removed, and a
 * directory another process removes first is skipped. Returns the names removed.
 */
export function pruneVersionDirs(root: string, inUse: string, now = Date.now()): string[] {
  const entries = fs.readdirSync(root, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory()) return [];
    try {
      return [{ name: e.name, mtimeMs: fs.statSync(path.join(root, e.name)).mtimeMs }];
    } catch {
      return [];
    }
  });
  const removed: string[] = [];
  for (const name of staleVersionDirs(entries, path.basename(inUse), now)) {
    const aside = name.startsWith('.trash-') ? name : `.trash-${name}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    try {
      if (aside !== name) fs.renameSync(path.join(root, name), path.join(root, aside));
      fs.rmSync(path.join(root, aside), { recursive: true, force: true });
      removed.push(name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return removed;
}

/**
 * Builds a version from its directory with the loaders the server always used; a step whose three
 * files equal the previous version's keeps its compiled step (and validators already compiled).
 * Throws a ContentError on content the server cannot run.
 */
export function buildVersion(
  dir: string,
  row: { id: number; files: ContentFiles; en_basis: Record<string, Record<string, string>> },
  previous?: ContentVersion,
): ContentVersion {
  const stepSchemasDir = path.join(dir, 'step-schemas');
  const localesDir = path.join(dir, 'locales');
  const variants = loadVariantFiles(path.join(stepSchemasDir, 'variants'));
  const catalog = buildCatalog(variants);
  const compiled = compileSteps(catalog, stepSchemasDir);
  const steps = new Map<string, CompiledStep>();
  for (const [key, step] of compiled) {
    const kept = previous?.steps.get(key);
    steps.set(key, kept && previous && sameJson(stepFilesOf(previous.files, key), stepFilesOf(row.files, key)) ? kept : step);
  }
  const read = readLocales(path.join(localesDir, 'cs'));
  if (read.problems.length) throw new ContentError(read.problems);
  return {
    id: row.id,
    dir,
    files: row.files,
    enBasis: row.en_basis,
    stepSchemasDir,
    localesDir,
    catalog,
    dependencies: dependencyGraphs(variants, rulesFromFiles(stepSchemasDir)),
    steps,
    decks: loadDecks(catalog, stepSchemasDir),
    texts: read.bundles,
  };
}

/** How often a process asks whether a newer version was published (the API serves it within twice this). */
export const POLL_MS = 1000;

/**
 * The content the server runs: the published version, swapped for a newer one as soon as this
 * process has built it (docs/decisions.md, "Content versions"). Requests read `current` once; a
 * swap is one assignment, so a request sees one version or the other, never a mix.
 */
export class ContentHolder {
  private version: ContentVersion;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> = Promise.resolve();
  /** A version this process failed to build: not tried again at every tick. */
  private failed = 0;
  /**
   * The API paths the step routes were registered for at start, with the step ("<module>/<step>")
   * each serves, and the decks; a step published later is served by the published-step routes.
   */
  readonly routedSteps: ReadonlyMap<string, string>;
  readonly routedDecks: ReadonlySet<string>;

  constructor(
    private readonly db: Db,
    readonly root: string,
    readonly releaseLocales: string,
    first: ContentVersion,
    private readonly log: FastifyBaseLogger,
  ) {
    this.version = first;
    this.routedSteps = new Map(
      [...first.catalog.stepsByApiPath].map(([apiPath, { module, step }]) => [apiPath, `${module.module_name}/${step.step_name}`]),
    );
    this.routedDecks = new Set(first.decks.keys());
    useContentTexts(first.texts);
  }

  get current(): ContentVersion {
    return this.version;
  }

  /** Asks for a newer version every POLL_MS (a `max(id)`: LISTEN does not pass PgBouncer in transaction mode). */
  start(): void {
    this.prune();
    this.timer = setInterval(() => {
      void this.refresh().catch((err) => this.log.error({ err }, 'content version check failed'));
    }, POLL_MS);
    this.timer.unref();
  }

  /** Old version directories go at start and after each swap; a failure is logged, never fatal. */
  private prune(): void {
    try {
      const removed = pruneVersionDirs(this.root, this.version.dir);
      if (removed.length) this.log.info({ removed }, 'old content version directories removed');
    } catch (err) {
      this.log.warn({ err }, 'old content version directories could not be removed');
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Builds and swaps to the newest version when it is newer than the current one; one refresh at a time. */
  refresh(): Promise<void> {
    this.refreshing = this.refreshing.then(
      () => this.swapToNewest(),
      () => this.swapToNewest(),
    );
    return this.refreshing;
  }

  private async swapToNewest(): Promise<void> {
    const newest = await latestVersionId(this.db);
    if (newest <= this.version.id || newest === this.failed) return;
    const row = await loadVersion(this.db, newest);
    if (!row) return;
    try {
      const next = buildVersion(materialize(this.root, row.id, row.files, this.releaseLocales), row, this.version);
      this.version = next;
      useContentTexts(next.texts);
      this.log.info({ contentVersion: next.id }, 'content version in use');
      this.prune();
    } catch (err) {
      this.failed = newest;
      this.log.error({ err, contentVersion: newest }, 'content version cannot be used; the previous one stays');
    }
  }
}

/** Where versions are written: under DATA_DIR, or a temporary directory for an in-memory database. */
export function contentRoot(dataDir: string): { root: string; temporary: boolean } {
  if (dataDir.startsWith('memory://')) return { root: fs.mkdtempSync(path.join(os.tmpdir(), 'content-versions-')), temporary: true };
  return { root: path.join(dataDir, 'content'), temporary: false };
}

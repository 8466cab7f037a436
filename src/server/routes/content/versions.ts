import { API_TAG } from '../../api-docs.js';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, localePath, type ContentFiles, type Language } from '../../../content/content-set.js';
import { stepModuleCodeFor } from '../../../content/step-module-code.js';
import { contentCurrent, versionStepParams, versionTextParams, type ContentCurrent } from '../../../contracts/content.js';
import { notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { loadVersion } from '../../content/store.js';
import { stepDefinitionOf } from '../../content/draft-content.js';

/** A version's content never changes: browsers and proxies may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** At most this many entries in each cache, the least recently used dropped first. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: V): void {
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, v);
  }
}

const RULES = /^step-schemas\/([^/]+\/[^/]+)\.rules\.json$/;

/** The steps with a definition ("<module>/<step>") a version has. */
const stepsOf = (files: ContentFiles) =>
  Object.keys(files)
    .map((p) => RULES.exec(p)?.[1])
    .filter((k): k is string => k !== undefined && !k.startsWith('variants/'))
    .sort();

/** The content namespaces ('steps/…', 'variants/…') a version has in each language. */
function namespacesOf(files: ContentFiles): ContentCurrent['texts'] {
  const of = (lng: Language) => {
    const prefix = `locales/${lng}/`;
    return Object.keys(files)
      .filter((p) => p.startsWith(prefix))
      .map((p) => p.slice(prefix.length, -'.json'.length))
      .sort();
  };
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, of(lng)])) as ContentCurrent['texts'];
}

/**
 * Each version's browser code and texts (docs/decisions.md, "Content versions"): a step's module
 * as the step preview makes it (definition and precompiled validators) and one content namespace,
 * for any version id, since a tab opened before a publication still asks for its own. Public, as
 * the app's own bundle: no token, which a dynamic import() would not send. Made once per version
 * and step, then kept. `/content/current` names the version in use, so a browser loads it at
 * the next page or step it opens (docs/decisions.md, "Content versions").
 */
export default async function contentVersionRoutes(app: FastifyInstance) {
  const sets = new Lru<ContentFiles>(8);
  const modules = new Lru<string>(300);

  const filesOf = async (id: number): Promise<ContentFiles> => {
    if (id === app.content.current.id) return app.content.current.files;
    const known = sets.get(String(id));
    if (known) return known;
    const row = await loadVersion(app.db, id);
    if (!row) throw notFound(t('api:content.versionNotFound'));
    sets.set(String(id), row.files);
    return row.files;
  };

  let current: ContentCurrent | undefined;
  app.get(
    '/content/current',
    {
      schema: {
        tags: [API_TAG.content],
        summary: 'The content version this server runs now and its content namespaces: which versioned URLs the browser loads',
        security: [],
        response: { 200: contentCurrent },
      },
    },
    async (_request, reply) => {
      const version = app.content.current;
      if (current?.id !== version.id) current = { id: version.id, steps: stepsOf(version.files), texts: namespacesOf(version.files) };
      // Asked at each page and step the browser opens: a publication reaches the next one.
      return reply.header('cache-control', 'no-store').send(current);
    },
  );

  app.get<{ Params: { id: number; module: string; step: string } }>(
    '/content/versions/:id/steps/:module/:step.js',
    {
      schema: {
        tags: [API_TAG.content],
        summary: "A step's module (definition and validators) as JavaScript, as content version `id` has it",
        security: [],
        params: versionStepParams,
        response: { 200: { description: "the step's module", content: { 'text/javascript': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const { id, module, step } = request.params;
      const key = `${id}/${module}/${step}`;
      let code = modules.get(key);
      if (code === undefined) {
        const files = await filesOf(id);
        const def = stepDefinitionOf(files, module, step);
        if (!def) throw notFound(t('api:content.stepNotFound'));
        try {
          code = stepModuleCodeFor(def);
        } catch (err) {
          throw unprocessable(t('api:preview.brokenStep', { step: `${module}/${step}`, message: (err as Error).message }));
        }
        modules.set(key, code);
      }
      return reply.header('cache-control', IMMUTABLE).type('text/javascript; charset=utf-8').send(code);
    },
  );

  app.get<{ Params: { id: number; lng: Language; folder: string; name: string } }>(
    '/content/versions/:id/texts/:lng/:folder/:name',
    {
      schema: {
        tags: [API_TAG.content],
        summary: 'One content namespace of content version `id` (steps/…, variants/…)',
        security: [],
        params: versionTextParams,
        response: {
          200: { type: 'object', additionalProperties: true, description: 'the namespace: keys to texts, nested as in locales/' },
        },
      },
    },
    async (request, reply) => {
      const { id, lng, folder, name } = request.params;
      const texts = (await filesOf(id))[localePath(lng, `${folder}/${name}`)];
      if (texts === undefined) throw notFound(t('api:content.textsNotFound'));
      return reply.header('cache-control', IMMUTABLE).send(texts);
    },
  );
}

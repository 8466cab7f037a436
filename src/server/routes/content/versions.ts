import { API_TAG } from '../../api-docs.js';
import type { FastifyInstance } from 'fastify';
import { localePath, type ContentFiles, type Language } from '../../../content/content-set.js';
import { stepModuleCodeFor } from '../../../content/step-module-code.js';
import type { JsonSchema, StepRules } from '../../../engine/steps/index.js';
import { versionStepParams, versionTextParams } from '../../../contracts/content.js';
import { notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { loadVersion } from '../../content/store.js';

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

/**
 * Each version's browser code and texts (docs/decisions.md, "Content versions"): a step's module
 * as the step preview makes it (definition and precompiled validators) and one content namespace,
 * for any version id, since a tab opened before a publication still asks for its own. Public, as
 * the bundle that carries the same today: no token, which a dynamic import() would not send. Made
 * once per version and step, then kept.
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
        const file = (kind: string) => files[`step-schemas/${module}/${step}.${kind}.json`];
        const rules = file('rules') as StepRules | undefined;
        if (!rules) throw notFound(t('api:content.stepNotFound'));
        try {
          code = stepModuleCodeFor({
            module,
            step,
            rules,
            schema: file('schema') as JsonSchema | undefined,
            ui: file('ui') as JsonSchema | undefined,
          });
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

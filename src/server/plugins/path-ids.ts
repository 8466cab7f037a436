import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { INT_MAX } from '../../contracts/limits.js';

/**
 * A path id as the API writes it: a positive decimal integer and nothing else ('0x1', '+1', ' 1', '1e3', '01' name
 * nothing), at most `max`. Checked as text first, since ajv's coercion would read all of those as numbers; the
 * second schema then hands the route a number. Anything else is the errors plugin's 422.
 */
export const pathId = (max = INT_MAX) => ({
  allOf: [
    { type: 'string', pattern: '^[1-9][0-9]*$' },
    { type: 'integer', maximum: max },
  ],
});

/** Parameter names that hold a row's id: `:id`, `:userId`, `:company_id`. */
const ID_NAME = /^(id|\w+Id|\w+_id)$/;

/** The parameters of a route's URL that hold a row's id, by their names. */
export const idParams = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((name) => ID_NAME.test(name));

interface ParamsSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, unknown>;
}

/**
 * Every route with an id in its path gets `pathId()` for it unless its own params schema says otherwise (a deck's
 * id is a UUID), so a new route cannot parse ids loosely by forgetting a schema.
 */
export default fp(
  async function pathIds(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      const params = route.schema?.params as ParamsSchema | undefined;
      const missing = idParams(route.url).filter((name) => !params?.properties?.[name]);
      if (!missing.length) return;
      route.schema = {
        ...route.schema,
        params: {
          ...params,
          type: 'object',
          required: [...(params?.required ?? []), ...missing],
          properties: { ...params?.properties, ...Object.fromEntries(missing.map((name) => [name, pathId()])) },
        },
      };
    });
  },
  { name: 'path-ids' },
);

import type fastifyModule from 'fastify';
import type { FastifyServerOptions, HTTPMethods } from 'fastify';

/** One route as Fastify registered it: `METHOD /url` with its parameters as written (`:id`). */
export interface Route {
  method: HTTPMethods;
  url: string;
  key: string;
}

const registered = new Map<string, Route>();

/**
 * Fastify whose every instance logs its routes through an onRoute hook added as it is created,
 * before any plugin: the server's own route table, whatever registers the routes. Use it from a
 * test file's mock, so that a route added later is seen without anyone listing it:
 *
 *     vi.mock('fastify', async (original) => (await import('../../support/route-table.js')).withRouteTable(await original()));
 */
export function withRouteTable(actual: typeof fastifyModule) {
  const create = (options?: FastifyServerOptions) =>
    actual.default(options).addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        registered.set(key, { method, url: route.url, key });
      }
    });
  return { ...actual, default: create };
}

/** Every route registered so far, in registration order; static files aside (they are not API operations). */
export function registeredRoutes(): Route[] {
  if (registered.size === 0) throw new Error('no route seen: mock fastify with withRouteTable before the app is built');
  return [...registered.values()].filter((r) => !r.url.startsWith('/assets/'));
}

/** The routes that change something: every method but GET, HEAD and OPTIONS. */
export const writeRoutes = () => registeredRoutes().filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));

/** The URL with each `:param` replaced by the value given for it. */
export function fillPath(url: string, params: Record<string, string | number>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${url}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../../contracts/errors.js';

/**
 * Every route answers its refusals and failures as `apiError` (`{detail, …}`): an `onRoute` hook
 * declares it as the route's 4xx and 5xx answer unless the route declares its own for a status (a
 * step save's 409 carries the stored copy). So the OpenAPI document shows every route's error shape,
 * the errors plugin's answers are serialized by it, and a new route cannot forget it.
 */
export default fp(
  async function errorAnswers(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      route.schema = { ...route.schema, response: { '4xx': apiError, '5xx': apiError, ...(route.schema?.response as object) } };
    });
  },
  { name: 'error-answers' },
);

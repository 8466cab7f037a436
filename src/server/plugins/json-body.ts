import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-error.js';
import { t } from '../i18n.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../json-depth.js';

/**
 * JSON bodies go to Fastify's own parser, with the app's `onProtoPoisoning` and `onConstructorPoisoning` (a
 * `__proto__` or `constructor.prototype` key is malformed JSON, 400), once their depth is known to be at most
 * MAX_JSON_DEPTH: a deeper one is a 400 with a Czech detail, found before anything is built from it. 400 as for
 * malformed JSON (docs/decisions.md, Server): the parser refuses it, no value is there to judge.
 */
export default fp(
  async function jsonBody(app: FastifyInstance) {
    const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
    const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(badRequest(t('api:http.nestedTooDeep', { max: MAX_JSON_DEPTH })), undefined);
        return;
      }
      parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);

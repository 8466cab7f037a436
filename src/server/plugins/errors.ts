import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import localizeCs from 'ajv-i18n/localize/cs/index.js';
import type { ErrorObject } from 'ajv';
import { t } from '../i18n.js';
import { HttpError } from '../http-error.js';

/** Every error leaves as JSON with a `detail` string; nothing unexpected leaks beyond a 500. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ detail: error.detail, ...error.extra });
      }
      if (error.validation) {
        // Czech texts for ajv's messages, so the client can show `detail` as it is.
        localizeCs(error.validation as ErrorObject[]);
        const errors = error.validation.map((v) => ({
          path: v.instancePath || `/${(v.params as { missingProperty?: string }).missingProperty ?? ''}`,
          message: v.message ?? t('api:http.invalidValue'),
        }));
        const first = errors[0];
        return reply.status(422).send({
          detail: t('api:http.invalidData', { what: first ? `${first.path} ${first.message}` : error.message }),
          errors,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ detail: t('api:http.internal') });
      }
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large).
      return reply.status(status).send({ detail: clientErrorDetail(error) });
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (a path that is no valid percent-encoded
 * UTF-8, such as an encoded lone surrogate; a path parameter over its length limit) leaves with a Czech detail too.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(error.statusCode ?? 400).send({ detail: clientErrorDetail(error) });
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return t('api:http.badUrl');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return t('api:http.urlTooLong');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return t('api:http.unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return t('api:http.bodyTooLarge');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return t('api:http.emptyBody');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return t('api:http.invalidJson');
    default:
      return error.message;
  }
}

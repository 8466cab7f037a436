/** The routes about the service itself: its liveness and the OpenAPI document. */

export const health = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok'] } },
} as const;

/** The document is the OpenAPI 3.1 object @fastify/swagger makes; its keys are that standard's. */
export const openapiDocument = {
  type: 'object',
  additionalProperties: true,
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string' },
    info: { type: 'object', additionalProperties: true },
    paths: { type: 'object', additionalProperties: true },
  },
} as const;

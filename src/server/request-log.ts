import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request, written when it completes (method, url, status, time in ms;
 * the request's logger adds its id), where Fastify writes two (incoming and completed) with the
 * whole request and reply serialized: on a hot route the log was a measurable part of the cost.
 * Errors and the other lines Fastify writes are kept as they are.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

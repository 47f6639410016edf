import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * What Fastify logs about each request. At info the log keeps what needs attention (errors, refusals,
 * start-up); the two lines Fastify writes for every request (incoming, completed) cost more than
 * answering a simple request, so a request that went well gets one line, at debug.
 */
export class RequestLog extends Fastify.LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const level = request.log.level;
    if (level !== 'debug' && level !== 'trace') return;
    request.log.debug(
      {
        method: request.method,
        // Without the query: it may hold text the user typed.
        url: request.url.split('?')[0],
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, ErrorCode } from '../../contract/errors.js';
import { AppError } from './app-error.js';
import { answerWithSentences } from './error-language.js';

const messagesByStatus: Record<number, [string, string]> = {
  400: [ErrorCode.badRequest, 'The request could not be understood. Please check what was sent.'],
  404: [ErrorCode.notFound, 'Not found'],
  405: [ErrorCode.badRequest, 'Method not allowed'],
  406: [ErrorCode.badRequest, 'Not acceptable'],
  413: [ErrorCode.payloadTooLarge, 'The request is too large.'],
  415: [
    ErrorCode.unsupportedMediaType,
    'Send the request body as JSON (application/json) or multipart/form-data.',
  ],
  429: [ErrorCode.tooManyRequests, 'Too many requests. Please slow down and try again shortly.'],
};

/**
 * Turns every thrown thing into {error, message, fields?} (an AppError answers its own body, which
 * may carry more, such as a chat error's limitType); nothing a user sends becomes a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (clientLeft(err, request)) {
      // Nobody is there to answer: the client closed the connection (or was dropped for going
      // silent) while its request was still arriving. Not a server error.
      request.log.info({ err: { code: err.code, message: err.message } }, 'request aborted');
      return reply.code(400).send(errorBody(ErrorCode.badRequest, 'The request was not received in full.'));
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.sentences) answerWithSentences(request, err.sentences);
      return reply.code(err.status).send(err.body());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.slice(1).replaceAll('/', '.');
        const unknownKeys =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
        if (unknownKeys?.length) {
          for (const name of unknownKeys) fields[key ? `${key}.${name}` : name] ??= 'Unknown field';
        } else if (key) fields[key] ??= issue.message ?? 'Invalid value';
        else fields._ ??= 'The request body is missing or is not a JSON object.';
      }
      const first = Object.values(fields)[0] ?? 'Invalid input';
      return reply.code(400).send(errorBody(ErrorCode.validation, first, fields));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    const known = messagesByStatus[status];
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: err.code, message: err.message } }, 'request rejected');
      const [code, message] = known ?? [ErrorCode.badRequest, 'The request could not be processed.'];
      return reply.code(status).send(errorBody(code, message));
    }
    if (isDataException(err)) {
      request.log.warn({ err: loggableError(err) }, 'database refused a value');
      return reply.code(400).send(errorBody(ErrorCode.badRequest, 'Some of the text sent cannot be stored.'));
    }
    request.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send(errorBody(ErrorCode.internal, 'Something went wrong on our side. Please try again.'));
  });
}

export function errorBody(error: string, message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { error, message, fields } : { error, message };
}

/** The request's connection closed before its body had arrived (what Node raises then: ECONNRESET "aborted"). */
function clientLeft(err: FastifyError | AppError, request: FastifyRequest): boolean {
  const gone = request.raw.destroyed && !request.raw.complete;
  return (
    gone && (err instanceof AppError || (err as WithCause).code === 'ECONNRESET' || err.message === 'aborted')
  );
}

type WithCause = { cause?: unknown; code?: unknown };

/** Postgres SQLSTATE class 22 (data exception): a value the database cannot store, so the caller's fault. */
function isDataException(err: unknown): boolean {
  const cause = (err as WithCause).cause as WithCause | undefined;
  const code = cause?.code ?? (err as WithCause).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * What of an unexpected error may be logged: name, message and stack, without the query parameters
 * Drizzle puts into its messages (they can hold password hashes and e-mail addresses).
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const strip = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  const cause =
    err.cause instanceof Error ? { name: err.cause.name, message: strip(err.cause.message) } : undefined;
  return {
    type: err.name,
    message: strip(err.message),
    code: (err as WithCause).code ?? (err.cause as WithCause | undefined)?.code,
    stack: err.stack ? strip(err.stack) : undefined,
    cause,
  };
}

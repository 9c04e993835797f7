// Every failure answers JSON { error, message, field? } with a 4xx status and
// a sentence a shopper can read. Unexpected failures are logged and answered
// with a neutral 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { fasciaOf } from './fascia';
import { SERVER_ERROR_MESSAGE, shopperMessage } from './messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra answer fields some callers expect (e.g. `success: false`). */
    readonly extra?: Record<string, unknown>,
    /** The numbers in the sentence, for saying it in another language (messages.ts); not sent. */
    readonly params?: Readonly<Record<string, number>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toJSON() {
    return { ...this.extra, error: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) };
  }
}

export const badRequest = (code: string, message: string, field?: string) => new HttpError(400, code, message, field);
export const notFound = (code: string, message: string, field?: string) => new HttpError(404, code, message, field);

/** Parses with a zod schema; the first issue becomes a 400 naming its field. */
export function parseWith<T>(schema: ZodType<T>, value: unknown, code = 'INVALID_INPUT', fieldPrefix?: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const field = [fieldPrefix, path].filter(Boolean).join('.') || undefined;
  throw badRequest(code, issue?.message ?? 'The request is not valid.', field);
}

const FASTIFY_MESSAGES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as application/x-www-form-urlencoded or JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE', 'The request is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'The request length is not valid.'],
};

export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).header('cache-control', 'no-store').send({ ...error.toJSON(), message: shopperMessage(error, fasciaOf(request).locale) });
  }
  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
  if (known) {
    const [status, code, message] = known;
    return reply.status(status).send({ error: code, message });
  }
  if (error.validation) {
    return reply.status(400).send({ error: 'INVALID_INPUT', message: error.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ error: error.code ?? 'BAD_REQUEST', message: error.message });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ error: 'SERVER_ERROR', message: shopperMessage(new HttpError(500, 'SERVER_ERROR', SERVER_ERROR_MESSAGE), fasciaOf(request).locale) });
}

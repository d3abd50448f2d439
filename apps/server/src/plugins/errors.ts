import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_MESSAGES } from '@buyerlab/contract';
import { AppError, STATUS_BY_CODE } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/db-errors';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const zodPath = first.params?.issue?.path;
  const field =
    Array.isArray(zodPath) && zodPath.length > 0
      ? zodPath.join('.')
      : (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const where = context && context !== 'body' ? ` (${context})` : '';
  return field ? `${field}: ${first.message ?? 'is not valid'}${where}` : `${first.message ?? 'Not valid'}${where}`;
}

const FASTIFY_CODE_MAP: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: GENERIC_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: GENERIC_MESSAGES.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: GENERIC_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: GENERIC_MESSAGES.malformedJson },
};

const ROUTER_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: GENERIC_MESSAGES.malformedUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: GENERIC_MESSAGES.urlTooLong },
};

/**
 * Fastify's `frameworkErrors`: failures of the router itself (a path with broken percent-encoding,
 * an over-long path parameter), which never reach the error handler below, answered in our shape.
 * No hook runs for them, so the one header a JSON error body needs is set here.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const mapped = ROUTER_ERRORS[error.code] ?? { status: 400, detail: GENERIC_MESSAGES.malformedUrl };
  void reply.status(mapped.status).header('x-content-type-options', 'nosniff').send({ detail: mapped.detail });
}

/** One error handler for the whole API: every failure becomes `{ detail }` (with a `code` where the
 * client tells failures apart) and a fitting status. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body = error.replyCode ? { detail: error.message, code: error.replyCode } : { detail: error.message };
      return reply.status(STATUS_BY_CODE[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = (error.validation ?? []) as ValidationIssue[];
      return reply.status(422).send({ detail: describeValidation(issues, error.validationContext) });
    }
    const mapped = error.code ? FASTIFY_CODE_MAP[error.code] : undefined;
    if (mapped) return reply.status(mapped.status).send({ detail: mapped.detail });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send({ detail: GENERIC_MESSAGES.malformedJson });
    }
    if (error.statusCode === 429) {
      const detail = (error as { detail?: unknown }).detail;
      return reply.status(429).send({ detail: typeof detail === 'string' ? detail : GENERIC_MESSAGES.tooManyRequests });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send({ detail: GENERIC_MESSAGES.databaseUnavailable });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ detail: GENERIC_MESSAGES.internal });
  });
});

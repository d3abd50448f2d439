import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: live tickets, dashboard codes. */
const SECRET_PARAMS = /([?&](?:ticket|token|code|otp_code|id_token)=)[^&#]*/gi;

export function scrubUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Logged request lines: the address without credentials in its query. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Properties of database errors that hold what the query was about (emails, transcript text). */
const DATABASE_VALUES = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

const isDatabaseError = (err: object) => 'query' in err || ('severity' in err && 'code' in err);

function scrubText(text: string, database: boolean): string {
  // drizzle's "Failed query: …\nparams: …" line, and PostgreSQL's quoted values ("… : \"x@y.z\"").
  const withoutParams = text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
  return database ? withoutParams.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"') : withoutParams;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * Logged errors: like pino's own (type, message, stack, own properties, cause), except that a
 * database error keeps its SQL but never the values it was run with (docs/hardening.md).
 */
export function serializeError(err: Error, depth = 0): LoggedError {
  const database = isDatabaseError(err);
  const out: LoggedError = {
    type: err.constructor.name,
    message: scrubText(err.message, database),
    stack: err.stack ? scrubText(err.stack, database) : '',
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || (database && DATABASE_VALUES.has(key))) continue;
    out[key] = typeof value === 'string' ? scrubText(value, database) : value;
  }
  if (err.cause !== undefined && depth < 5) {
    out.cause = err.cause instanceof Error ? serializeError(err.cause, depth + 1) : err.cause;
  }
  return out;
}

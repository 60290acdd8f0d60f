import { randomUUID } from 'node:crypto';
import { DomainError, formatError, type ErrorCode, type Locale } from '@brandtrail/domain';
import { JobsUnavailableError, log, WrongExpectedVersionError } from '@brandtrail/infra';

export interface ClientError {
  status: number;
  code: ErrorCode | 'GRAPHQL_VALIDATION';
  message: string;
}

/**
 * The one error mapping: domain errors keep their code and get the message of the request's
 * language; a revision conflict is a conflict; a jobs backend that cannot be reached is a 503; anything else is logged with its stack and shown
 * as an internal error with an id to quote.
 */
export function describeError(error: unknown, locale: Locale): ClientError {
  if (error instanceof DomainError) {
    return { status: error.status, code: error.code, message: formatError(locale, error.code, error.params) };
  }
  if (error instanceof WrongExpectedVersionError) {
    return { status: 409, code: 'CONFLICT', message: formatError(locale, 'CONFLICT') };
  }
  if (error instanceof JobsUnavailableError) {
    log.warn('a request gave up on the jobs backend', { error: error.message });
    return { status: 503, code: 'SERVICE_UNAVAILABLE', message: formatError(locale, 'SERVICE_UNAVAILABLE') };
  }
  const errorId = randomUUID().slice(0, 8);
  log.error('unexpected error', { errorId, error });
  return { status: 500, code: 'INTERNAL', message: formatError(locale, 'INTERNAL', { errorId }) };
}

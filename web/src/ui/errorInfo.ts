import { ApiError } from '../http/api';
import { GraphQLResponseError } from '../relay/errors';

/** An error as the UI shows it: the server's translated message (may be empty), code and status. */
export interface ErrorInfo {
  message: string;
  code: string | undefined;
  status: number;
}

/** Normalises any error (spec, point 8): message from the error, status from it, else 500. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof ApiError || error instanceof GraphQLResponseError) {
    return { message: error.message, code: error.code, status: error.status || 500 };
  }
  const status = (error as { status?: unknown } | null)?.status;
  // Other errors are programming errors: their text is neither translated nor meant for users.
  return { message: '', code: undefined, status: typeof status === 'number' ? status : 500 };
}

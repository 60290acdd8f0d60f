/**
 * The API's plain HTTP calls (log-in, registration, log-out, terms). GraphQL goes through the Relay
 * environment instead. Every POST carries a JSON body: the server refuses anything else with 415,
 * which keeps these calls safe from cross-site form posts.
 */

/** An answer the server refused. `message` is already translated by the server (may be empty). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** POSTs `body` as JSON to a same-origin path; resolves with the parsed answer, rejects with ApiError. */
export async function postJson<T>(path: string, body: object = {}, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // Offline, DNS, connection refused: no status. The UI shows its own "could not reach" text.
    throw new ApiError('', 0, 'NETWORK');
  }
  const data = await readBody(response);
  if (!response.ok) {
    const { message, code } = (data ?? {}) as ErrorBody;
    throw new ApiError(typeof message === 'string' ? message : '', response.status, typeof code === 'string' ? code : undefined);
  }
  return data as T;
}

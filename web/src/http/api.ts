/**
 * The API's plain HTTP calls (log-in, registration, log-out, terms, the avatar). GraphQL goes
 * through the Relay environment instead. Every POST carries a JSON body: the server refuses anything
 * else with 415, which keeps these calls safe from cross-site form posts.
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
export const postJson = <T>(path: string, body: object = {}, signal?: AbortSignal): Promise<T> =>
  send<T>(path, { method: 'POST', contentType: 'application/json', body: JSON.stringify(body), signal });

/**
 * PUTs a file as the body (`file`), or DELETEs, on a same-origin path (the avatar): neither can come
 * from another site's form. Resolves with the parsed answer, rejects with ApiError.
 */
export const sendFile = <T>(path: string, method: 'PUT' | 'DELETE', file?: Blob): Promise<T> =>
  send<T>(path, { method, contentType: file?.type || 'application/octet-stream', body: file });

/**
 * POSTs `body` as JSON and resolves with the answer as soon as its headers are in, its body still
 * streaming (an AI rewrite); a refused answer rejects with ApiError as `postJson` does.
 */
export const postJsonStream = (path: string, body: object, signal?: AbortSignal): Promise<Response> =>
  open(path, { method: 'POST', contentType: 'application/json', body: JSON.stringify(body), signal });

interface Request {
  method: string;
  contentType: string;
  body?: BodyInit;
  signal?: AbortSignal;
}

async function open(path: string, { method, contentType, body, signal }: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': contentType, accept: 'application/json' },
      body: body ?? null,
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // Offline, DNS, connection refused: no status. The UI shows its own "could not reach" text.
    throw new ApiError('', 0, 'NETWORK');
  }
  if (!response.ok) {
    const { message, code } = ((await readBody(response)) ?? {}) as ErrorBody;
    throw new ApiError(typeof message === 'string' ? message : '', response.status, typeof code === 'string' ? code : undefined);
  }
  return response;
}

async function send<T>(path: string, request: Request): Promise<T> {
  return (await readBody(await open(path, request))) as T;
}

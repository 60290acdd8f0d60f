/** One entry of a GraphQL `errors` list as the API sends it. */
export interface GraphQLErrorPayload {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; status?: number };
}

/**
 * A GraphQL answer without data. `message` is the first error's message, which the server has
 * already translated; `code` is its stable `extensions.code` (e.g. SLUG_TAKEN, UNAUTHENTICATED).
 * It lives apart from the environment so that error pages need not load relay-runtime.
 */
export class GraphQLResponseError extends Error {
  readonly code: string | undefined;
  readonly status: number;
  readonly errors: readonly GraphQLErrorPayload[];

  constructor(errors: readonly GraphQLErrorPayload[], httpStatus: number) {
    const first = errors[0];
    super(first?.message ?? '');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
    this.code = first?.extensions?.code;
    this.status = first?.extensions?.status ?? httpStatus;
  }
}

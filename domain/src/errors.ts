/**
 * Domain errors carry a stable code that clients switch on; the message shown to a person is
 * looked up from the code in the request's language (messages.ts). `status` follows HTTP.
 */
export const errorStatus = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  CONFLICT: 409,
  MUTATION_ID_REUSED: 409,
  VALIDATION: 400,
  NAME_REQUIRED: 400,
  NAME_TOO_LONG: 400,
  TEXT_TOO_LONG: 400,
  SLUG_INVALID: 400,
  SLUG_RESERVED: 400,
  SLUG_TAKEN: 409,
  EMAIL_INVALID: 400,
  EMAIL_TAKEN: 409,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  RESET_TOKEN_INVALID: 400,
  LOGIN_TOKEN_INVALID: 400,
  VERIFY_TOKEN_INVALID: 400,
  LOCALE_INVALID: 400,
  TERMS_REQUIRED: 400,
  BRAND_DELETED: 410,
  BRAND_NOT_DELETED: 400,
  PLAN_INVALID: 400,
  IMPERSONATION_SELF: 400,
  IMPERSONATION_OF_ADMIN: 403,
  IMPERSONATION_REASON_REQUIRED: 400,
  NOT_WHILE_IMPERSONATING: 403,
  ACCOUNT_SUSPENDED: 403,
  SUSPENSION_SELF: 400,
  SUSPENSION_OF_ADMIN: 403,
  SUSPENSION_REASON_REQUIRED: 400,
  PASSWORD_WRONG: 400,
  TWO_FACTOR_CODE_WRONG: 400,
  TWO_FACTOR_EXPIRED: 400,
  TWO_FACTOR_NOT_STARTED: 400,
  TOO_MANY_ACCESS_TOKENS: 400,
  ACCESS_TOKEN_INVALID: 401,
  EMAIL_SAME: 400,
  EMAIL_TOKEN_INVALID: 400,
  COLOR_INVALID: 400,
  COLOR_LABEL_TOO_LONG: 400,
  TOO_MANY_COLORS: 400,
  FONT_NAME_INVALID: 400,
  TOO_MANY_FONTS: 400,
  TOO_MANY_FONT_FILES: 400,
  UNKNOWN_DOCUMENT: 400,
  PAGE_NOT_FOUND: 404,
  PAGE_DELETED: 410,
  PAGE_NOT_DELETED: 400,
  PAGE_PARENT_INVALID: 400,
  PAGE_PARENT_DELETED: 409,
  PAGES_ORDER_INVALID: 400,
  ELEMENT_NOT_FOUND: 404,
  ELEMENT_ID_INVALID: 400,
  ELEMENT_ID_TAKEN: 409,
  ELEMENT_TYPE_INVALID: 400,
  ELEMENT_FIELD_UNKNOWN: 400,
  ELEMENT_FIELD_INVALID: 400,
  ELEMENT_FIELD_RANGE: 400,
  ELEMENT_LIST_TOO_LONG: 400,
  ELEMENT_TEXT_INVALID: 400,
  ELEMENT_TEXT_TOO_LARGE: 400,
  ELEMENT_URL_INVALID: 400,
  ELEMENT_LINK_SELF: 400,
  ELEMENT_ASSET_INVALID: 400,
  ELEMENT_ASSET_NOT_FONT: 400,
  ELEMENT_ASSET_NOT_IMAGE: 400,
  ELEMENT_IN_USE: 409,
  ELEMENT_POSITION_INVALID: 400,
  ELEMENTS_ORDER_INVALID: 400,
  TOO_MANY_ELEMENTS: 400,
  ASSET_NOT_FOUND: 404,
  ASSET_DELETED: 410,
  ASSET_NOT_DELETED: 400,
  ASSET_NOT_UPLOADED: 409,
  ASSET_SIZE_INVALID: 400,
  ASSET_TOO_LARGE: 413,
  ASSET_IN_USE: 409,
  TAG_TOO_LONG: 400,
  TOO_MANY_TAGS: 400,
  ASSET_FILE_MISSING: 422,
  ASSET_FILE_EMPTY: 422,
  ASSET_FILE_CORRUPT: 422,
  ASSET_FILE_TOO_MANY_PIXELS: 422,
  ASSET_FILE_UNSUPPORTED: 422,
  ASSET_PROCESSING_FAILED: 422,
  /** Processing found no result after every retry of the sweep (its jobs were lost or kept failing). */
  ASSET_PROCESSING_TIMED_OUT: 422,
  UPLOAD_SIGNATURE_INVALID: 403,
  UPLOAD_EXPIRED: 403,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_TOO_SMALL: 400,
  UPLOAD_INVALID: 400,
  FILE_LINK_INVALID: 403,
  FILE_LINK_EXPIRED: 403,
  FILE_NOT_FOUND: 404,
  BLOB_KEY_INVALID: 400,
  // Hostile input and access (issue 13)
  TEXT_INVALID: 400,
  REQUEST_INVALID: 400,
  REQUEST_TOO_LARGE: 413,
  JSON_REQUIRED: 415,
  GRAPHQL_VALIDATION: 400,
  QUERY_TOO_LARGE: 400,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_MANY_ALIASES: 400,
  QUERY_TOO_COMPLEX: 400,
  CURSOR_INVALID: 400,
  TERMS_NOT_ACCEPTED: 403,
  INTERNAL: 500,
  /** A backend the request needs (the jobs queue on Redis) cannot be reached now. */
  SERVICE_UNAVAILABLE: 503,
  ELEMENT_TEXT_UNSUPPORTED: 400,
  /** An upload form posted again after its file was confirmed (the filesystem store tells; S3 cannot). */
  UPLOAD_FORM_USED: 409,
  SEARCH_TOO_LONG: 400,
  AVATAR_TOO_LARGE: 413,
  AVATAR_TYPE_UNSUPPORTED: 415,
  AVATAR_INVALID: 400,
  // Shared links (issue 15)
  SHARED_LINK_NOT_FOUND: 404,
  SHARED_LINK_PAGES_REQUIRED: 400,
  SHARED_LINK_PAGES_INVALID: 400,
  SHARED_LINK_TOO_MANY_PAGES: 400,
  SHARED_LINK_EXPIRY_INVALID: 400,
  /** Opening a link whose token is unknown or malformed. */
  SHARED_LINK_INVALID: 404,
  /** Opening a link that was revoked or whose validUntil has passed. */
  SHARED_LINK_EXPIRED: 410,
  // Members, invitations and access requests (issue 15)
  ROLE_INVALID: 400,
  /** A role, member or invitation above the actor's own role (`roleCeiling`). */
  ROLE_ABOVE_OWN: 403,
  MEMBER_EXISTS: 409,
  MEMBER_NOT_FOUND: 404,
  LAST_OWNER: 409,
  INVITATION_EXISTS: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_OTHER_EMAIL: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCESS_REQUEST_NOT_FOUND: 404,
  MESSAGE_TOO_LONG: 400,
  // History (issue 16)
  NOTHING_TO_UNDO: 409,
  NOTHING_TO_REDO: 409,
  /** A moment (`at`) that is not an ISO time, or lies before 1970 or in the future (domain/src/time.ts). */
  AT_INVALID: 400,
  /** A moment before the page or brand existed. */
  AT_TOO_EARLY: 400,
  VERSION_NOT_FOUND: 404,
  TOO_MANY_VERSIONS: 400,
  // AI help (issue 17): the AI port (infra/src/ai) and the requests that use it
  /** No model server is configured (AI_BASE_URL, AI_MODEL): nothing invents an answer. */
  AI_NOT_CONFIGURED: 503,
  /** The model server answered with an error, an unreadable stream, or could not be reached. */
  AI_FAILED: 502,
  /** The model server sent nothing for too long (before its first chunk, or between two). */
  AI_TIMEOUT: 504,
  /** The model server refused for now (its 429); `wait` in seconds. */
  AI_RATE_LIMITED: 429,
  AI_TEXT_REQUIRED: 400,
  AI_PROMPT_REQUIRED: 400,
  /** Only headline and text elements are rewritten. */
  AI_ELEMENT_TYPE_INVALID: 400,
  AI_LANGUAGE_INVALID: 400,
  // A download element's files as one zip (issue 17)
  /** `GET /api/download-zip` without one element id (a UUID). */
  DOWNLOAD_ID_INVALID: 400,
  /** The element named is no download element. */
  ELEMENT_NOT_DOWNLOAD: 400,
  /** The download element has no file ready (none, or all still processing or failed). */
  DOWNLOAD_NO_FILES: 409,
  /** The files hold more together than one zip may (DOWNLOAD_ZIP_MAX_BYTES). */
  DOWNLOAD_TOO_LARGE: 413,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type ErrorParams = Record<string, string | number>;

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.status = errorStatus[code];
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

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
  TERMS_REQUIRED: 400,
  BRAND_DELETED: 410,
  BRAND_NOT_DELETED: 400,
  PLAN_INVALID: 400,
  COLOR_INVALID: 400,
  COLOR_LABEL_TOO_LONG: 400,
  TOO_MANY_COLORS: 400,
  FONT_NAME_INVALID: 400,
  TOO_MANY_FONTS: 400,
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
  ELEMENT_IN_USE: 409,
  ELEMENT_POSITION_INVALID: 400,
  ELEMENTS_ORDER_INVALID: 400,
  TOO_MANY_ELEMENTS: 400,
  INTERNAL: 500,
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

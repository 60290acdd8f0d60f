/**
 * How long and how many of what people type the server takes, gathered in one module that the web
 * client imports for its fields (maxLength, and the counts its forms stop at), so that a field ends
 * where the server would refuse. Each limit is defined beside the rule that checks it; this module
 * only collects them. The page elements' fields have theirs in the element registry (`fieldLimits`
 * in ./pages/elements).
 */

/** Email addresses (accounts, invitations). */
export { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './users/user';
/** The reason an admin gives for acting as a user or suspending one; a person's display name. */
export { ADMIN_REASON_MAX, ADMIN_REASON_MIN, DISPLAY_NAME_MAX } from './users/user';
/** The log-in's second step: an authenticator app's code, a recovery code. */
export { RECOVERY_CODE_MAX, TOTP_CODE_INPUT_MAX } from './users/user';
/** Personal access tokens: a name's length, the longest expiry in days. */
export { ACCESS_TOKEN_DAYS_MAX, ACCESS_TOKEN_NAME_MAX } from './users/user';
/**
 * NAME_MAX: brand names, page names and version names, and the directory's search (a brand name);
 * TEXT_MAX: a brand's bio and USP.
 */
export { COLORS_MAX, FONT_NAME_MAX, FONTS_MAX, NAME_MAX, TEXT_MAX, VERSION_NOTES_MAX } from './brands/brand';
/** A colour's label (brand colours, a colour element's palette). */
export { COLOR_LABEL_MAX } from './colors';
/** Brand and page addresses. */
export { SLUG_MAX, SLUG_PATTERN } from './brands/slug';
/** The message of an access request. */
export { ACCESS_MESSAGE_MAX } from './brands/members';
/** ASSET_NAME_MAX: file names, and the library's search (a part of a name). */
export { ASSET_NAME_MAX, ASSET_TAG_MAX, ASSET_TAGS_MAX } from './assets/asset';
/** The most a download element's files may hold together to be downloaded as one zip. */
export { DOWNLOAD_ZIP_MAX_BYTES } from './assets/zip';
/** The last day a date field takes (a shared link's expiry): the end of what the product stores. */
export { LAST_DAY } from './time';

export { DomainError, errorStatus, isDomainError } from './errors';
export type { ErrorCode, ErrorParams } from './errors';
export { errorMessages, formatError, locales, pickLocale } from './messages';
export type { Locale } from './messages';
export { assertNever, fail, fold } from './decider';
export type { CommandContext, Decider, DomainEvent } from './decider';
export { assetStream, brandStream, idFromStream, pageStream, reservationStream, sharedLinkStream, userStream } from './streams';
export type { ReservationKind } from './streams';
export {
  can,
  canReadPage,
  capabilities,
  capabilitiesOf,
  requireCapability,
  requirePlanChange,
  roleCeiling,
  roleOf,
  roleRank,
  rolesWith,
} from './access/policy';
export type { BrandAccess, Capability, SharedReach } from './access/policy';
export { reservationDecider } from './reservations/reservation';
export type { ReservationCommand, ReservationEvent, ReservationState } from './reservations/reservation';
export { avatarKey, checkPassword, EMAIL_MAX, normaliseEmail, PASSWORD_MAX, PASSWORD_MIN, userDecider } from './users/user';
export type { UserCommand, UserEvent, UserState, UserType } from './users/user';
export {
  accessOf,
  brandDecider,
  checkBrandName,
  checkColors,
  checkFonts,
  COLOR_LABEL_MAX,
  COLORS_MAX,
  FONT_NAME_MAX,
  FONTS_MAX,
  NAME_MAX,
  planRank,
  plans,
  TEXT_MAX,
} from './brands/brand';
export type {
  BrandChanges,
  BrandChangesInput,
  BrandColor,
  BrandColorInput,
  BrandCommand,
  BrandEvent,
  BrandFields,
  BrandState,
  MemberRole,
  Plan,
  UserRole,
} from './brands/brand';
export { ACCESS_MESSAGE_MAX, checkRole, isMemberEvent, memberRoles } from './brands/members';
export type { AccessRequest, Invitation, MemberCommand, MemberEvent, MembersState, MemberVia } from './brands/members';
export { colorValue, hexToRgb, isHex6, normaliseHex, rgbToCmyk } from './colors';
export type { Cmyk, Rgb } from './colors';
export { checkSlug, reservedSlugs, SLUG_MAX, slugCandidate, slugify } from './brands/slug';
export {
  changedFields,
  checkElementFields,
  checkElementId,
  ELEMENT_ASSETS_MAX,
  ELEMENT_CAPTION_MAX,
  ELEMENT_INFO_MAX,
  ELEMENT_LABEL_MAX,
  elementTypes,
  FONT_SAMPLE,
  FONT_SAMPLE_MAX,
  fits,
  isAssetId,
  isElementId,
  isElementType,
  mockupVariants,
  newElement,
  PALETTE_MAX,
  RICH_TEXT_MAX_BYTES,
  RICH_TEXT_MAX_DEPTH,
  rowWidths,
  URL_MAX,
  verticalAligns,
} from './pages/elements';
export type {
  CommonFields,
  ElementChanges,
  ElementFields,
  ElementOf,
  ElementType,
  Fit,
  GalleryItem,
  MockupVariant,
  PageElement,
  PaletteColor,
  RichText,
  RichTextNode,
  RowWidth,
  TypeFields,
  VerticalAlign,
} from './pages/elements';
export { checkPageName, checkPageSlug, ELEMENTS_MAX, pageDecider, reservedPageSlugs } from './pages/page';
export type { ElementPosition, PageChanges, PageCommand, PageEvent, PageFields, PageState } from './pages/page';
export {
  assetReferencesOf,
  elementAssetRefs,
  elementReferenceFields,
  pageReferenceFields,
  referencedAssetIds,
  referencedIds,
  referencesOf,
} from './pages/references';
export type {
  AssetReference,
  AssetReferenceField,
  ElementReferenceField,
  PageReferenceField,
  PageWithElements,
  Reference,
} from './pages/references';
export { colorPalette, plainText } from './pages/palette';
export type { ColorPalette, CountedColor, PaletteEntry, PalettePageInput, PaletteSection } from './pages/palette';
export {
  ASSET_BYTES_MAX,
  ASSET_DELETED_KEPT_DAYS,
  ASSET_NAME_MAX,
  ASSET_TAG_MAX,
  ASSET_TAGS_MAX,
  ASSET_UPLOAD_ABANDONED_HOURS,
  assetDecider,
  assetFailureReasons,
  assetOriginalKey,
  assetPreviewKey,
  assetUploadKey,
  checkAssetByteSize,
  checkAssetName,
  checkAssetTags,
  downloadName,
  extensionOf,
  failureCode,
  failureReasonOf,
  FONT_EXTENSIONS,
  isFontAsset,
  uploadRange,
} from './assets/asset';
export type {
  AssetCommand,
  AssetEvent,
  AssetFailureReason,
  AssetFont,
  AssetPreviews,
  AssetProcessedData,
  AssetPurgeReason,
  AssetState,
  AssetStatus,
} from './assets/asset';
export {
  BILLING_LINK_DAYS,
  BILLING_LINK_PLAN,
  isLive,
  reusableLink,
  SHARED_LINK_PAGES_MAX,
  SHARED_LINK_TOKEN,
  sharedLinkDecider,
} from './sharedLinks/sharedLink';
export type { SharedLink, SharedLinkCommand, SharedLinkEvent, SharedLinksState } from './sharedLinks/sharedLink';

export { DomainError, errorStatus, isDomainError } from './errors';
export type { ErrorCode, ErrorParams } from './errors';
export { errorMessages, formatError, pickLocale } from './messages';
export { locales } from './locales';
export type { Locale } from './locales';
export type { SessionUser } from './users/session';
export { assertNever, fail, fold } from './decider';
export { checkStorableData, checkStorableText, cutText, isStorableText, storableText } from './text';
export { checkStorableTime, clampTime, isStorableTime, parseMoment, readTime, TIME_MAX, TIME_MIN } from './time';
export type { CommandContext, Decider, DomainEvent, EventMeta } from './decider';
export { allDeciders, snapshotKeys } from './deciders';
export { assetStream, brandStream, idFromStream, pageStream, reservationStream, sharedLinkStream, userStream } from './streams';
export type { ReservationKind } from './streams';
export {
  assetsShownTo,
  can,
  canReadElement,
  canReadPage,
  canSeeAsset,
  capabilities,
  capabilitiesOf,
  libraryScope,
  requireCapability,
  requirePlanChange,
  roleCeiling,
  roleOf,
  roleRank,
  rolesWith,
  siteAdminGrants,
} from './access/policy';
export type { ActorRights, BrandAccess, Capability, LibraryScope, MemberRole, SharedReach } from './access/policy';
export { reservationDecider } from './reservations/reservation';
export type { ReservationCommand, ReservationEvent, ReservationState } from './reservations/reservation';
export {
  ACCESS_TOKEN_DAYS_MAX,
  avatarKey,
  checkPassword,
  EMAIL_MAX,
  normaliseEmail,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RECOVERY_CODE_MAX,
  userDecider,
  verifiedVias,
} from './users/user';
export type { AccountLinkKind, UserCommand, UserEvent, UserState, UserType, VerifiedVia } from './users/user';
export {
  accessOf,
  brandDecider,
  brandFontOf,
  brandFontsOf,
  checkBrandName,
  checkFonts,
  COLORS_MAX,
  FONT_FILES_MAX,
  FONT_NAME_MAX,
  FONTS_MAX,
  NAME_MAX,
  planNames,
  planRank,
  plans,
  revertedBrandFields,
  TEXT_MAX,
  VERSION_NOTES_MAX,
  VERSIONS_MAX,
} from './brands/brand';
export type {
  BrandChanges,
  BrandChangesInput,
  BrandColor,
  BrandColorInput,
  BrandCommand,
  BrandEvent,
  BrandFields,
  BrandFont,
  BrandFontInput,
  BrandState,
  BrandVersion,
  LibraryAsset,
  RevertedBrand,
  Plan,
  StoredBrandFont,
  UserRole,
} from './brands/brand';
export {
  brandField,
  brandFieldColumn,
  brandFieldDefaults,
  brandFieldHistoryLabel,
  brandFieldList,
  brandFieldNames,
  brandFields,
  brandImageFields,
} from './brands/fields';
export type { BrandField, BrandFieldKind, BrandFieldName, BrandFieldValues } from './brands/fields';
export { documentDescription, documentTitle } from './brands/documentTitle';
export {
  brandTokens,
  DESIGN_TOKENS_MEDIA_TYPE,
  DESIGN_TOKENS_SCHEMA,
  designTokensCss,
  designTokensJson,
  tokenColor,
} from './brands/tokens';
export type { BrandTokens, TokenColor, TokensInput, TokensPage } from './brands/tokens';
export { TOKEN_TYPES, validateDesignTokens } from './brands/dtcg';
export { ACCESS_MESSAGE_MAX, checkAccessMessage, isMemberEvent, memberEventTypes, memberRoles } from './brands/members';
export type { AccessRequest, Invitation, MemberCommand, MemberEvent, MembersState, MemberVia } from './brands/members';
export { COLOR_LABEL_MAX, colorValue, hexToRgb, isHex6, normaliseHex, rgbToCmyk } from './colors';
export type { Cmyk, Rgb } from './colors';
export {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  contrastRatio,
  isLargeText,
  meetsAA,
  minimumContrast,
  readableTextOn,
  relativeLuminance,
} from './contrast';
export { isSlug, reservedSlugs, SLUG_MAX, slugCandidate, slugify, slugPart } from './brands/slug';
export {
  changedFields,
  checkElementFields,
  checkElementId,
  ELEMENT_ASSETS_MAX,
  ELEMENT_CAPTION_MAX,
  ELEMENT_INFO_MAX,
  ELEMENT_LABEL_MAX,
  elementEnums,
  elementField,
  elementWords,
  ELEMENT_WORDS_MAX,
  elementFieldNames,
  elementFields,
  elementFieldsOf,
  elementObjects,
  elementTypeLabel,
  elementTypes,
  fieldDescription,
  fieldLabel,
  FONT_SAMPLE,
  FONT_SAMPLE_MAX,
  fits,
  formatFieldValue,
  graphqlShape,
  HISTORY_TEXT_MAX,
  isAssetId,
  isElementId,
  isElementType,
  mockupVariants,
  newElement,
  PALETTE_MAX,
  RICH_TEXT_MAX_BYTES,
  RICH_TEXT_MAX_DEPTH,
  rowWidths,
  typesWith,
  upcastElement,
  URL_MAX,
  verticalAligns,
} from './pages/elements';
export type {
  CommonFields,
  ElementChanges,
  ElementEnum,
  ElementField,
  ElementFieldName,
  ElementFields,
  ElementOf,
  ElementType,
  FieldKind,
  Fit,
  GalleryItem,
  GraphQLShape,
  Labels,
  MockupVariant,
  PageElement,
  PaletteColor,
  RichText,
  RichTextNode,
  RowWidth,
  TypeFields,
  VerticalAlign,
} from './pages/elements';
export { ELEMENTS_MAX, PAGE_DEPTH_MAX, pageDecider, reservedPageSlugs, upcastPageEvent } from './pages/page';
export type { ElementPosition, PageAbove, PageCommand, PageEvent, PageState, PageStepFacts, ParentFacts } from './pages/page';
export type { PageChanges, PageFields } from './pages/fields';
export {
  pageSetting,
  pageSettingDefaults,
  pageSettingHistoryLabel,
  pageSettingLimits,
  pageSettingList,
  pageSettingNames,
  pageSettings,
  pageSettingsOfKind,
} from './pages/settings';
export type { PageSetting, PageSettingKind, PageSettingName, PageSettingValues } from './pages/settings';
export { BURST_MS, nextStep, reorder, revertedPageSettings, same, UNDO_DEPTH } from './pages/steps';
export type { AppliedOp, PageContent, PersonSteps, Step, StepMark, StepOp } from './pages/steps';
export {
  assetReferencesOf,
  elementAssetRefs,
  elementReferenceFields,
  pageAssetFields,
  pageReferenceFields,
  referencedAssetIds,
  referencedIds,
  referencesOf,
} from './pages/references';
export type {
  AssetReference,
  AssetReferenceField,
  ElementReferenceField,
  PageAssetField,
  PageReferenceField,
  PageWithElements,
  Reference,
} from './pages/references';
export { colorPalette } from './pages/palette';
export { plainText } from './pages/rules';
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
  awaitsUpload,
  checkAssetByteSize,
  checkAssetName,
  checkAssetTags,
  downloadName,
  extensionOf,
  failureCode,
  failureReasonOf,
  FONT_EXTENSIONS,
  IMAGE_PIXELS_MAX,
  isFontAsset,
  isImageAsset,
  uploadRange,
} from './assets/asset';
export { DOWNLOAD_ZIP_MAX_BYTES, inDownloadZip, zipEntryNames, zipFileName } from './assets/zip';
export type {
  AssetCommand,
  AssetEvent,
  AssetFailureReason,
  AssetFont,
  AssetPreviews,
  AssetProcessedData,
  AssetPurgeReason,
  AssetState,
} from './assets/asset';
export type { AssetStatus } from './assets/status';
export {
  BILLING_LINK_DAYS,
  BILLING_LINK_PLAN,
  isLive,
  linkCapability,
  reusableLink,
  SHARED_LINK_PAGES_MAX,
  SHARED_LINK_TOKEN,
  sharedLinkDecider,
} from './sharedLinks/sharedLink';
export type { SharedLink, SharedLinkCommand, SharedLinkEvent, SharedLinksState } from './sharedLinks/sharedLink';
export {
  AI_BRAND_TEXT_MAX,
  AI_CONTEXT_MAX,
  AI_ELEMENT_CONTEXT_MAX,
  AI_LOGO_PREVIEW_MAX,
  AI_LOGOS_MAX,
  AI_NEIGHBOR_CONTEXT_MAX,
  AI_PROMPT_MAX,
  AI_TEXT_MAX,
  aiBrandTextFields,
  aiLanguageOf,
  aiLanguages,
  defaultColorName,
  rewriteElementTypes,
  rewritePresetIds,
  rewritePresets,
} from './ai';
export type { AiBrandTextField, AiBrandTexts, AiLanguage, RewriteElementType, RewritePreset, RewriteRequest } from './ai';
export { starterPageKeys, starterPageNames, starterPages, textDocument } from './pages/starter';
export type { StarterBrand, StarterElement, StarterPage, StarterPageKey } from './pages/starter';

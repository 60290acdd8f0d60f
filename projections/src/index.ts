export type { Projection } from './runner/projection';
export { ProjectionRunner, ensureProjectionMeta, projectedThrough, schemaOf, CHECKPOINT_CHANNEL } from './runner/runner';
export type { FaultPoint, RunnerOptions } from './runner/runner';
export { CheckpointWaiter } from './runner/waiter';
export { usersProjection } from './users/projection';
export { userQueries } from './users/queries';
export type { AuditFilter, AuditRow, UserQueries, UserRow } from './users/queries';
export { brandsProjection } from './brands/projection';
export { brandQueries, brandRowOf } from './brands/queries';
export type {
  AccessRequestRow,
  AddressedBrand,
  AddressedLink,
  BrandQueries,
  BrandFactsRow,
  BrandRow,
  InvitationRow,
  MemberRow,
  MembershipRow,
  VersionRow,
} from './brands/queries';
export { pagesProjection } from './pages/projection';
export { pageQueries, pageRowOf } from './pages/queries';
export type { PageQueries, PageRow, PageTreeRow } from './pages/queries';
export { historyQueries } from './pages/historyQueries';
export type {
  ActivityFilter,
  ActivityRow,
  HistoryQueries,
  PageHistoryRow,
  RemovedElement,
  WrittenRow,
} from './pages/historyQueries';
export type { HistoryChange, HistoryKind } from './pages/history';
export type { BrandHistoryChange, BrandHistoryKind } from './brands/history';
export { assetsProjection } from './assets/projection';
export { assetQueries } from './assets/queries';
export type { AssetFilter, AssetQueries, AssetRow } from './assets/queries';

export { sharedLinksProjection } from './sharedLinks/projection';
export { sharedLinkQueries } from './sharedLinks/queries';
export type { SharedLinkQueries, SharedLinkRow } from './sharedLinks/queries';
export { allProjections } from './all';
export { startProjections } from './runner/all';
export { ReadCache } from './runner/readCache';
export { rebuildReadModels, unknownReadModels } from './rebuild';
export type { Rebuilt } from './rebuild';

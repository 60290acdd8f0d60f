export type { Projection } from './runner/projection';
export { ProjectionRunner, ensureProjectionMeta, schemaOf, CHECKPOINT_CHANNEL } from './runner/runner';
export type { FaultPoint, RunnerOptions } from './runner/runner';
export { CheckpointWaiter } from './runner/waiter';
export { usersProjection } from './users/projection';
export { userQueries } from './users/queries';
export type { UserQueries, UserRow } from './users/queries';
export { brandsProjection } from './brands/projection';
export { brandQueries } from './brands/queries';
export type { BrandQueries, BrandRow, MemberRow } from './brands/queries';
export { pagesProjection } from './pages/projection';
export { pageQueries } from './pages/queries';
export type { PageQueries, PageRow, PageTreeRow } from './pages/queries';

export { allProjections } from './all';
export { startProjections } from './runner/all';
export { ReadCache } from './runner/readCache';

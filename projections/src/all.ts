import { assetsProjection } from './assets/projection';
import { brandsProjection } from './brands/projection';
import { pagesProjection } from './pages/projection';
import { sharedLinksProjection } from './sharedLinks/projection';
import type { Projection } from './runner/projection';
import { usersProjection } from './users/projection';

/** Every read model the product has. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  brandsProjection,
  pagesProjection,
  assetsProjection,
  sharedLinksProjection,
];

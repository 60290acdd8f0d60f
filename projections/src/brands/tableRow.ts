import type { BrandColor, BrandFont } from '@brandtrail/domain';

/** A row of `brands` as the projection (`projection.ts`) writes it and the history (`history.ts`) compares it. */
export interface BrandTableRow {
  [column: string]: unknown;
  id: string;
  name: string;
  slug: string;
  slug_held: boolean;
  bio: string;
  usp: string;
  public: boolean;
  public_index: boolean;
  colors: BrandColor[];
  /** In today's shape: fonts recorded as bare names (before issue 17) are read as fonts without files. */
  fonts: BrandFont[];
  pages_order: string[];
  logo: string | null;
  readers_see_version: boolean;
  plan: string;
  plan_rank: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  revision: number;
}

/**
 * A row of `brands` as the projection (`projection.ts`) writes it and the history (`history.ts`)
 * compares it: its fields' columns (the registry's, domain brands/fields.ts; fonts in today's shape:
 * fonts recorded as bare names before issue 17 are read as fonts without files) and its own.
 */
export interface BrandTableRow {
  [column: string]: unknown;
  id: string;
  slug: string;
  slug_held: boolean;
  pages_order: string[];
  plan: string;
  plan_rank: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  revision: number;
}

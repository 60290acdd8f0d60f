/** A page's own settings (beside its elements), as the page aggregate (`page.ts`) keeps them. */
export interface PageFields {
  name: string;
  slug: string;
  parentId: string | null;
  fontAsset: string | null;
  /** Hex (six upper-case digits) or null; a colour element reference wins over the value when set. */
  textColor: string | null;
  textColorElement: string | null;
  backgroundColor: string | null;
  backgroundColorElement: string | null;
}
export type PageChanges = Partial<PageFields>;

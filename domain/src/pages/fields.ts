import type { PageSettingValues } from './settings';

/** A page's own settings (beside its elements), as the page aggregate (`page.ts`) keeps them: the registry's (settings.ts). */
export type PageFields = PageSettingValues;
export type PageChanges = Partial<PageFields>;

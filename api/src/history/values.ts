import { fieldLabel, formatFieldValue, type Locale } from '@brandtrail/domain';
import type { ActivityRow } from '@brandtrail/projections';
import type { Context } from '../graphql/context';
import type { RevertPlan } from './commands';
import { historyReferences } from './loaders';
import { brandChangeText, brandSettingLabel, pageChangeText, pageSettingLabel, pageSettingValue } from './text';

export const entryKinds: Record<string, string> = {
  created: 'CREATED',
  edit: 'EDIT',
  undo: 'UNDO',
  redo: 'REDO',
  revert: 'REVERT',
  deleted: 'DELETED',
  restored: 'RESTORED',
  settings: 'SETTINGS',
  order: 'ORDER',
  version: 'VERSION',
};

interface ChangeObject {
  kind: string;
  elementId: string | null;
  elementType: string | null;
  element: string | null;
  field: string | null;
  fieldLabel: string | null;
  before: string | null;
  after: string | null;
  text: string;
}

export async function changesOf(entry: ActivityRow, ctx: Context): Promise<ChangeObject[]> {
  const locale = ctx.locale;
  const names = await historyReferences(ctx, entry);
  const none = { elementId: null, elementType: null, element: null, field: null, fieldLabel: null, before: null, after: null };
  if (entry.source === 'brand')
    return entry.changes.map((c) => ({
      ...none,
      kind: c.k === 'field' ? 'BRAND_SETTING' : c.k === 'order' ? 'PAGE_ORDER' : 'VERSION',
      ...(c.k === 'field' ? { field: c.field, fieldLabel: brandSettingLabel(c.field, locale) } : {}),
      text: brandChangeText(c, locale, names),
    }));
  return entry.changes.map((c) => {
    const text = pageChangeText(c, locale, names);
    switch (c.k) {
      case 'page':
        return {
          ...none,
          kind: 'PAGE_SETTING',
          field: c.field,
          fieldLabel: pageSettingLabel(c.field, locale),
          before: pageSettingValue(c.field, c.before, locale, names),
          after: pageSettingValue(c.field, c.after, locale, names),
          text,
        };
      case 'field':
        return {
          ...none,
          kind: 'FIELD',
          elementId: c.id,
          elementType: c.type,
          element: c.summary,
          field: c.field,
          fieldLabel: fieldLabel(c.type, c.field, locale),
          before: formatFieldValue(c.type, c.field, c.before, locale),
          after: formatFieldValue(c.type, c.field, c.after, locale),
          text,
        };
      default:
        return {
          ...none,
          kind: c.k === 'added' ? (c.restored ? 'RESTORED' : 'ADDED') : c.k === 'removed' ? 'REMOVED' : 'MOVED',
          elementId: c.id,
          elementType: c.type,
          element: c.summary,
          text,
        };
    }
  });
}

export const planObject = (plan: RevertPlan, locale: Locale) => ({
  at: plan.at.toISOString(),
  settings: plan.settings.map((f) => brandSettingLabel(f, locale)),
  pagesOrder: plan.pagesOrder,
  pagesRestored: plan.pages.filter((p) => p.action === 'restore').map((p) => p.name),
  pagesDeleted: plan.pages.filter((p) => p.action === 'delete').map((p) => p.name),
  pagesChanged: plan.pages.filter((p) => p.action === 'change').map((p) => p.name),
  assetsRestored: plan.assets.length,
});

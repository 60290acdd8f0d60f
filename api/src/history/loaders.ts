import { elementWords } from '@brandtrail/domain';
import type { ActivityRow } from '@brandtrail/projections';
import type { Context } from '../graphql/context';
import { batchLoader, perRequest } from '../graphql/loader';
import { accountView } from '../users/avatar';
import { brandSettingReference, pageSettingReference, type ReferenceNames } from './text';

/** Accounts by id, once per request. */
const accounts = perRequest((ctx) =>
  batchLoader<string, ReturnType<typeof accountView>>(async (ids) => {
    const rows = await ctx.services.users.byIds(ids);
    return new Map(rows.map((u) => [u.id, accountView(u.id, u)]));
  }),
);
export const account = async (ctx: Context, id: string | null) =>
  id ? ((await accounts(ctx).load(id)) ?? accountView(id, undefined)) : null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The pages, colour elements and files an entry's setting changes name by id, with the names the
 * lines show ("Parent page “Introduction” → none"). Only things of the entry's own brand: whoever
 * reads its history (readPrivate) may read those.
 */
export async function historyReferences(ctx: Context, entry: ActivityRow): Promise<ReferenceNames> {
  const wanted = { pages: new Set<string>(), elements: new Set<string>(), assets: new Set<string>() };
  for (const c of entry.changes) {
    if (c.k !== 'page' && !(entry.source === 'brand' && c.k === 'field')) continue;
    const kind = c.k === 'page' ? pageSettingReference(c.field) : brandSettingReference(c.field);
    if (!kind) continue;
    for (const value of [c.before, c.after]) if (typeof value === 'string' && UUID.test(value)) wanted[kind].add(value);
  }
  const names = {
    pages: new Map<string, string>(),
    elements: new Map<string, { type: string; summary: string }>(),
    assets: new Map<string, string>(),
  };
  if (!wanted.pages.size && !wanted.elements.size && !wanted.assets.size) return names;
  const { pages, assets } = ctx.services;
  const [parents, holders, files] = await Promise.all([
    Promise.all([...wanted.pages].map((id) => pages.byIdIncludingDeleted(id))),
    pages.holdingElements([...wanted.elements]),
    Promise.all([...wanted.assets].map((id) => assets.byIdIncludingDeleted(id))),
  ]);
  for (const page of parents) if (page && page.brandId === entry.brandId) names.pages.set(page.id, page.name);
  for (const page of holders) {
    if (page.brandId !== entry.brandId) continue;
    for (const element of page.elements)
      if (wanted.elements.has(element.id)) names.elements.set(element.id, { type: element.type, summary: elementWords(element) });
  }
  for (const file of files) if (file && file.brandId === entry.brandId) names.assets.set(file.id, file.name);
  return names;
}

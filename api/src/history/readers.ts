import type { BrandQueries, BrandRow } from '@brandtrail/projections';
import type { Services } from '../services';
import { rowAt } from './moments';

/**
 * The services as a request reads brands for readers who are not members (issue 16): a brand
 * whose readers see its newest version (`readersSeeVersion`), or that the session reaches through
 * shared links pinned to a version, is read as it was then (`BrandRow.moment`, content fields of
 * the moment); its pages follow through `visiblePage` and `Brand.pages`. Members always read the
 * brand as it is, and a brand without a version to show is read as it is.
 */
export function withReaderMoments(s: Services): Services {
  const q = s.brands;
  const shown = async (row: BrandRow | undefined): Promise<BrandRow | undefined> => {
    if (!row || row.role || row.moment) return row;
    const pinned = row.shared?.version;
    if (!pinned && !row.readersSeeVersion) return row;
    const version = pinned ? (await q.versionsByIds([pinned]))[0] : await q.latestVersion(row.id);
    if (!version || version.brandId !== row.id) return row;
    return rowAt(s, row, { at: new Date(version.at), versionId: version.id });
  };
  const brands: BrandQueries = {
    ...q,
    byId: async (id, viewerId) => shown(await q.byId(id, viewerId)),
    byIdIncludingDeleted: async (id, viewerId) => shown(await q.byIdIncludingDeleted(id, viewerId)),
    bySlug: async (slug, viewerId) => shown(await q.bySlug(slug, viewerId)),
  };
  return { ...s, brands };
}

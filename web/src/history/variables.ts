import type { Params } from 'react-router';

/** The activity's filters, as the address holds them: ?person=<user id>&page=<page id>&since=1. */
export interface ActivityFilters {
  /** A member's User id, or null for everyone. */
  person: string | null;
  /** A page's id, or null for the whole brand. */
  page: string | null;
  /** Only what came after the viewer's previous visit. */
  since: boolean;
}

export function activityFilters(search: URLSearchParams): ActivityFilters {
  return {
    person: search.get('person')?.trim() || null,
    page: search.get('page')?.trim() || null,
    since: search.get('since') === '1',
  };
}

/** The filters as the address writes them (empty ones left out). */
export function filterSearch(filters: ActivityFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.person) search.set('person', filters.person);
  if (filters.page) search.set('page', filters.page);
  if (filters.since) search.set('since', '1');
  return search;
}

/** Entries per screenful (the first one and each "Show more"). */
export const ACTIVITY_PAGE = 30;

/** The activity query's variables for /{brand}/history?… */
export function activityVariables(params: Params, search: URLSearchParams) {
  const filters = activityFilters(search);
  return {
    slug: params.brand ?? '',
    userId: filters.person,
    pageId: filters.page,
    sinceLastVisit: filters.since || null,
    count: ACTIVITY_PAGE,
  };
}

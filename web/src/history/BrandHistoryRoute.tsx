import { useId, useMemo, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type PrimitiveType } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { BrandHistoryPaginationQuery } from '../__generated__/BrandHistoryPaginationQuery.graphql';
import type {
  BrandHistoryRoute_activity$data,
  BrandHistoryRoute_activity$key,
} from '../__generated__/BrandHistoryRoute_activity.graphql';
import type { BrandHistoryRouteQuery, BrandHistoryRouteQuery$data } from '../__generated__/BrandHistoryRouteQuery.graphql';
import { brandPath } from '../brands/lookup';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { HistoryEntryItem } from './HistoryEntryItem';
import { BrandListScreen, EmptyList, ListHeader, ShowMore, useLiveList } from './BrandListScreen';
import type { HistoryLoaderData } from './loaders';
import { dayLabel, groupByDay } from './days';
import { runsOf } from './runs';
import { Moment, useNow } from './Moment';
import { RestoreBrandDialog } from './RestoreBrandDialog';
import { ACTIVITY_PAGE, activityFilters, filterSearch, type ActivityFilters } from './variables';

const messages = defineMessages({
  title: { id: 'history.title', defaultMessage: 'Activity' },
  intro: {
    id: 'history.intro',
    defaultMessage:
      'What happened in this brand, newest first: its pages, its settings, the order of its pages and its versions.',
  },
  versions: { id: 'history.versionsLink', defaultMessage: 'Versions' },
  filters: { id: 'history.filters', defaultMessage: 'Filter the activity' },
  person: { id: 'history.filter.person', defaultMessage: 'Person' },
  everyone: { id: 'history.filter.everyone', defaultMessage: 'Everyone' },
  formerMember: { id: 'history.filter.formerMember', defaultMessage: 'Someone no longer a member' },
  page: { id: 'history.filter.page', defaultMessage: 'Page' },
  allPages: { id: 'history.filter.allPages', defaultMessage: 'All pages' },
  deletedPages: { id: 'history.filter.deletedPages', defaultMessage: 'Recently deleted' },
  unknownPage: { id: 'history.filter.unknownPage', defaultMessage: 'A page no longer there' },
  since: { id: 'history.filter.since', defaultMessage: 'Since my last visit' },
  firstVisit: { id: 'history.filter.firstVisit', defaultMessage: 'No earlier visit of yours yet.' },
  reset: { id: 'history.filter.reset', defaultMessage: 'Show all activity' },
  loading: { id: 'history.loading', defaultMessage: 'Loading the activity…' },
  empty: { id: 'history.empty', defaultMessage: 'Nothing has happened in this brand yet.' },
  noMatchTitle: { id: 'history.noMatch.title', defaultMessage: 'No activity matches' },
  noMatch: { id: 'history.noMatch', defaultMessage: 'Nothing happened that matches these filters.' },
  noMatchSince: { id: 'history.noMatch.since', defaultMessage: 'Nothing has happened since your last visit.' },
  more: { id: 'history.more', defaultMessage: 'Show more' },
  membersOnly: { id: 'history.membersOnly', defaultMessage: 'The activity of a brand is for its members.' },
  list: { id: 'history.list', defaultMessage: 'Activity entries' },
  runHide: { id: 'history.run.hide', defaultMessage: 'Hide the earlier edits' },
});
// {time}: any value, so that it can be the relative time element (with the exact time on hover).
const runShow = defineMessage<{ count: number }>({
  id: 'history.run.show',
  defaultMessage: '{count, plural, one {# earlier edit} other {# earlier edits}} of this page by the same person',
});
const lastVisit = defineMessage<{ time: PrimitiveType }>({
  id: 'history.filter.lastVisit',
  defaultMessage: 'Your last visit: {time}',
});

const query = graphql`
  query BrandHistoryRouteQuery($slug: String!, $userId: ID, $pageId: ID, $sinceLastVisit: Boolean, $count: Int = 30) {
    brandBySlug(slug: $slug) {
      id
      name
      slug
      viewerCan {
        readPrivate
        editContent
      }
      viewerLastVisitAt
      users {
        status
        user {
          id
          email
        }
      }
      pages {
        id
        name
      }
      deletedPages {
        id
        name
      }
      ...PageTree_brand
      ...BrandHistoryRoute_activity @arguments(count: $count, userId: $userId, pageId: $pageId, sinceLastVisit: $sinceLastVisit)
    }
  }
`;

const activityFragment = graphql`
  fragment BrandHistoryRoute_activity on Brand
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 30 }
    cursor: { type: "String" }
    userId: { type: "ID" }
    pageId: { type: "ID" }
    sinceLastVisit: { type: "Boolean" }
  )
  @refetchable(queryName: "BrandHistoryPaginationQuery") {
    activity(first: $count, after: $cursor, userId: $userId, pageId: $pageId, sinceLastVisit: $sinceLastVisit)
      @connection(key: "BrandHistoryRoute_activity", filters: ["userId", "pageId", "sinceLastVisit"]) {
      edges {
        node {
          id
          at
          kind
          user {
            id
          }
          page {
            id
          }
          ...HistoryEntryItem_entry
        }
      }
    }
  }
`;

type Brand = NonNullable<BrandHistoryRouteQuery$data['brandBySlug']>;

/**
 * /{brand}/history: the brand's activity beside its page tree (members). Filters by person, page
 * and "since my last visit" live in the address; the list pages with "Show more" and follows the
 * brand's changes (useLiveQuery: any kind reads it again, as many entries as are shown).
 */
export default function BrandHistoryRoute() {
  const { queryRef } = useLoaderData<HistoryLoaderData>();
  const intl = useIntl();
  const { brandBySlug: brand } = usePreloadedQuery<BrandHistoryRouteQuery>(query, queryRef);
  const { loaded, refresh } = useLiveList<BrandHistoryRouteQuery>(brand?.id, {
    query,
    variables: queryRef.variables,
    page: ACTIVITY_PAGE,
  });
  return (
    <BrandListScreen brand={brand}>
      {(brand) =>
        brand.viewerCan.readPrivate ? (
          <Activity brand={brand} loaded={loaded} refresh={refresh} />
        ) : (
          <div className="history-screen">
            <h1>{intl.formatMessage(messages.title)}</h1>
            <p className="muted">{intl.formatMessage(messages.membersOnly)}</p>
          </div>
        )
      }
    </BrandListScreen>
  );
}

function Activity({ brand, loaded, refresh }: { brand: Brand; loaded: { current: number }; refresh: () => void }) {
  const intl = useIntl();
  const now = useNow();
  const location = useLocation();
  const navigation = useNavigation();
  const [search, setSearch] = useSearchParams();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  // The list answers the address's filters; the form shows those asked for while their answer loads.
  const filters = activityFilters(search);
  const wanted = loading ? activityFilters(new URLSearchParams(navigation.location.search)) : filters;
  const list = usePaginationFragment<BrandHistoryPaginationQuery, BrandHistoryRoute_activity$key>(activityFragment, brand);
  const entries = list.data.activity.edges.map((edge) => edge.node);
  loaded.current = entries.length;
  const [restoring, setRestoring] = useState<string | null>(null);

  const filtered = Boolean(filters.person || filters.page || filters.since);
  const setFilters = (changes: Partial<ActivityFilters>) =>
    setSearch(filterSearch({ ...wanted, ...changes }), { replace: true, preventScrollReset: true });
  // Only editors and owners restore; the newest entry of the whole activity is the brand as it is.
  const canRestore = brand.viewerCan.editContent;

  return (
    <div className="history-screen">
      <ListHeader
        brand={brand}
        title={intl.formatMessage(messages.title)}
        intro={intl.formatMessage(messages.intro)}
        actions={
          <Link to={brandPath(brand.slug, 'versions')} className="button">
            <Icon name="bookmark" /> {intl.formatMessage(messages.versions)}
          </Link>
        }
      />

      <Filters brand={brand} filters={wanted} now={now} onChange={setFilters} />

      {loading ? (
        <p className="muted history-loading" role="status">
          <span className="spinner small" aria-hidden="true" /> {intl.formatMessage(messages.loading)}
        </p>
      ) : null}

      {entries.length === 0 ? (
        filtered ? (
          <EmptyList
            title={intl.formatMessage(messages.noMatchTitle)}
            text={intl.formatMessage(
              filters.since && !filters.person && !filters.page ? messages.noMatchSince : messages.noMatch,
            )}
          >
            <Button onClick={() => setFilters({ person: null, page: null, since: false })}>
              {intl.formatMessage(messages.reset)}
            </Button>
          </EmptyList>
        ) : (
          <EmptyList icon="history" text={intl.formatMessage(messages.empty)} />
        )
      ) : (
        <div
          className="history-days"
          aria-label={intl.formatMessage(messages.list)}
          role="group"
          aria-busy={loading || undefined}
          data-loading={loading || undefined}
        >
          {groupByDay(entries, intl.timeZone).map(({ day, items }) => (
            <section key={day} className="history-day" aria-labelledby={`history-day-${day}`}>
              <h2 className="history-day-title" id={`history-day-${day}`}>
                {dayLabel(intl, day, now)}
              </h2>
              <ol className="history-list">
                {runsOf(items).map((run) => (
                  <EntryRun
                    key={run[0]!.id}
                    run={run}
                    now={now}
                    restore={(entry) => (canRestore && (filtered || entry !== entries[0]) ? setRestoring : undefined)}
                  />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}

      <ShowMore list={list} page={ACTIVITY_PAGE} label={intl.formatMessage(messages.more)} />

      {restoring ? (
        <RestoreBrandDialog brandId={brand.id} at={restoring} onClose={() => setRestoring(null)} onRestored={refresh} />
      ) : null}
    </div>
  );
}

type ActivityEntry = BrandHistoryRoute_activity$data['activity']['edges'][number]['node'];

/**
 * A run of edits of one page by one person (runs.ts): the newest as an entry, and the earlier ones
 * folded under it behind a button that says how many (each with its own restore once shown).
 */
function EntryRun({
  run,
  now,
  restore,
}: {
  run: readonly ActivityEntry[];
  now: Date;
  restore: (entry: ActivityEntry) => ((at: string) => void) | undefined;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [newest, ...earlier] = run;
  return (
    <>
      <HistoryEntryItem entry={newest!} now={now} onRestore={restore(newest!)} />
      {earlier.length ? (
        <li className="history-run">
          <button
            type="button"
            className="history-run-toggle"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen((was) => !was)}
          >
            <Icon name={open ? 'up' : 'down'} size={14} />{' '}
            {intl.formatMessage(open ? messages.runHide : runShow, { count: earlier.length })}
          </button>
          {open ? (
            <ol className="history-run-list" id={listId}>
              {earlier.map((entry) => (
                <HistoryEntryItem key={entry.id} entry={entry} now={now} onRestore={restore(entry)} />
              ))}
            </ol>
          ) : null}
        </li>
      ) : null}
    </>
  );
}

function Filters({
  brand,
  filters,
  now,
  onChange,
}: {
  brand: Brand;
  filters: ActivityFilters;
  now: Date;
  onChange: (changes: Partial<ActivityFilters>) => void;
}) {
  const intl = useIntl();
  const personId = useId();
  const pageId = useId();
  const sinceId = useId();
  const members = useMemo(
    () =>
      brand.users
        .filter((u) => u.status === 'MEMBER' && u.user)
        .map((u) => u.user!)
        .sort((a, b) => a.email.localeCompare(b.email)),
    [brand.users],
  );
  const knownPerson = !filters.person || members.some((m) => m.id === filters.person);
  const knownPage =
    !filters.page || brand.pages.some((p) => p.id === filters.page) || brand.deletedPages.some((p) => p.id === filters.page);
  const filtered = Boolean(filters.person || filters.page || filters.since);

  return (
    <form
      className="history-filters"
      role="search"
      aria-label={intl.formatMessage(messages.filters)}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="field">
        <label htmlFor={personId}>{intl.formatMessage(messages.person)}</label>
        <select id={personId} value={filters.person ?? ''} onChange={(e) => onChange({ person: e.target.value || null })}>
          <option value="">{intl.formatMessage(messages.everyone)}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.email}
            </option>
          ))}
          {knownPerson ? null : <option value={filters.person ?? ''}>{intl.formatMessage(messages.formerMember)}</option>}
        </select>
      </div>
      <div className="field">
        <label htmlFor={pageId}>{intl.formatMessage(messages.page)}</label>
        <select id={pageId} value={filters.page ?? ''} onChange={(e) => onChange({ page: e.target.value || null })}>
          <option value="">{intl.formatMessage(messages.allPages)}</option>
          {brand.pages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {brand.deletedPages.length ? (
            <optgroup label={intl.formatMessage(messages.deletedPages)}>
              {brand.deletedPages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {knownPage ? null : <option value={filters.page ?? ''}>{intl.formatMessage(messages.unknownPage)}</option>}
        </select>
      </div>
      <div className="history-since">
        <label className="checkbox" htmlFor={sinceId}>
          <input
            id={sinceId}
            type="checkbox"
            checked={filters.since}
            disabled={!brand.viewerLastVisitAt && !filters.since}
            onChange={(e) => onChange({ since: e.target.checked })}
          />
          <span>{intl.formatMessage(messages.since)}</span>
        </label>
        <span className="muted small">
          {brand.viewerLastVisitAt ? (
            <FormattedMessage {...lastVisit} values={{ time: <Moment at={brand.viewerLastVisitAt} now={now} /> }} />
          ) : (
            intl.formatMessage(messages.firstVisit)
          )}
        </span>
      </div>
      {filtered ? (
        <Button
          size="small"
          variant="ghost"
          className="history-reset"
          onClick={() => onChange({ person: null, page: null, since: false })}
        >
          {intl.formatMessage(messages.reset)}
        </Button>
      ) : null}
    </form>
  );
}

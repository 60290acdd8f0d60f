import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { DirectoryRoute_brand$key } from '../__generated__/DirectoryRoute_brand.graphql';
import type { DirectoryRoute_query$key } from '../__generated__/DirectoryRoute_query.graphql';
import type { DirectoryRouteQuery } from '../__generated__/DirectoryRouteQuery.graphql';
import type { DirectoryPaginationQuery } from '../__generated__/DirectoryPaginationQuery.graphql';
import { NAME_MAX } from '@brandtrail/domain/limits';
import type { DirectoryLoaderData } from './loaders';
import { BrandCover } from './BrandCover';
import { BrandMark } from './BrandMark';
import { cardStyle } from './theme';
import { brandPath } from './lookup';
import { SearchInput, useSearchText } from '../ui/SearchField';

const PAGE_SIZE = 24;
/** How much of a bio a card shows. */
const BIO_EXCERPT = 160;

const m = defineMessages({
  title: { id: 'directory.title', defaultMessage: 'Brand directory' },
  lead: {
    id: 'directory.lead',
    defaultMessage: 'Public brand guidelines that their owners list here. Open one to read its colours, fonts and pages.',
  },
  search: { id: 'directory.search', defaultMessage: 'Search brands by name' },
  searchPlaceholder: { id: 'directory.search.placeholder', defaultMessage: 'Search brands…' },
  searching: { id: 'directory.searching', defaultMessage: 'Searching…' },
  emptyTitle: { id: 'directory.empty.title', defaultMessage: 'No public brands yet' },
  emptyText: {
    id: 'directory.empty.text',
    defaultMessage:
      'Brands appear here when their owners make them public and list them in the directory (brand settings, Visibility).',
  },
  noResultsTitle: { id: 'directory.noResults.title', defaultMessage: 'No brands found' },
  clear: { id: 'directory.clear', defaultMessage: 'Clear search' },
  more: { id: 'directory.more', defaultMessage: 'Show more' },
  loadingMore: { id: 'directory.loadingMore', defaultMessage: 'Loading…' },
  noBio: { id: 'directory.noBio', defaultMessage: 'No description yet.' },
});

const count = defineMessage<{ count: number }>({
  id: 'directory.count',
  defaultMessage: '{count, plural, one {# brand} other {# brands}}',
});
const noResults = defineMessage<{ search: string }>({
  id: 'directory.noResults.text',
  defaultMessage: 'No listed brand has “{search}” in its name.',
});

/**
 * /directory: the public directory of brands (public and listed, publicIndex), for anyone,
 * logged in or not; search by name in ?q=. Search engines may index it (api/src/http/robots.ts).
 */
export default function DirectoryRoute() {
  const { queryRef, search } = useLoaderData<DirectoryLoaderData>();
  const data = usePreloadedQuery<DirectoryRouteQuery>(
    graphql`
      query DirectoryRouteQuery($search: String!) {
        ...DirectoryRoute_query @arguments(search: $search)
      }
    `,
    queryRef,
  );
  const [params, setParams] = useSearchParams();
  const [text, setText] = useSearchText(search, (value) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    void setParams(next, { replace: true, preventScrollReset: true });
  });
  const clear = () => setText('');
  // What is typed is not what the list shows yet: the new answer is on its way.
  const searching = text.trim() !== search;

  return (
    <div className="stack-lg directory">
      <section className="stack">
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
        <p className="lead muted">
          <FormattedMessage {...m.lead} />
        </p>
        <SearchField text={text} onText={setText} searching={searching} />
      </section>
      <Results query={data} search={search} onClear={clear} />
    </div>
  );
}

function SearchField({ text, onText, searching }: { text: string; onText: (text: string) => void; searching: boolean }) {
  const intl = useIntl();
  return (
    <div className="directory-toolbar">
      <SearchInput
        id="directory-search"
        className="directory-search"
        label={intl.formatMessage(m.search)}
        placeholder={intl.formatMessage(m.searchPlaceholder)}
        // The API searches brand names: no longer than one.
        maxLength={NAME_MAX}
        value={text}
        onChange={onText}
      />
      <span className="muted directory-status" role="status" aria-live="polite">
        {searching ? (
          <>
            <span className="spinner small" aria-hidden="true" /> <FormattedMessage {...m.searching} />
          </>
        ) : null}
      </span>
    </div>
  );
}

function Results({ query, search, onClear }: { query: DirectoryRoute_query$key; search: string; onClear: () => void }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<DirectoryPaginationQuery, DirectoryRoute_query$key>(
    graphql`
      fragment DirectoryRoute_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }, search: { type: "String!" })
      @refetchable(queryName: "DirectoryPaginationQuery") {
        publicBrands(search: $search, first: $count, after: $cursor)
          @connection(key: "DirectoryRoute_publicBrands", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              ...DirectoryRoute_brand
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.publicBrands.edges;

  if (edges.length === 0) {
    return search ? (
      <section className="empty-state" aria-labelledby="directory-empty-title">
        <h2 id="directory-empty-title">
          <FormattedMessage {...m.noResultsTitle} />
        </h2>
        <p className="muted">
          <FormattedMessage {...noResults} values={{ search }} />
        </p>
        <button type="button" className="button" onClick={onClear}>
          <FormattedMessage {...m.clear} />
        </button>
      </section>
    ) : (
      <section className="empty-state" aria-labelledby="directory-empty-title">
        <h2 id="directory-empty-title">
          <FormattedMessage {...m.emptyTitle} />
        </h2>
        <p className="muted">
          <FormattedMessage {...m.emptyText} />
        </p>
      </section>
    );
  }

  return (
    <section className="stack" aria-labelledby="directory-count">
      <p id="directory-count" className="muted">
        <FormattedMessage {...count} values={{ count: data.publicBrands.totalCount }} />
      </p>
      <ul className="brand-grid directory-grid">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <DirectoryCard brand={node} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <p className="center">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            <FormattedMessage {...(isLoadingNext ? m.loadingMore : m.more)} />
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** A word boundary near `max` characters, with an ellipsis, for a card's short description. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

function DirectoryCard({ brand: key }: { brand: DirectoryRoute_brand$key }) {
  const brand = useFragment(
    graphql`
      fragment DirectoryRoute_brand on Brand {
        ...brandFields_brand @relay(mask: false)
        logo {
          preview
        }
        cover {
          preview
        }
      }
    `,
    key,
  );
  return (
    <Link to={brandPath(brand.slug)} className="brand-card directory-card" style={cardStyle(brand.colors)}>
      <BrandCover src={brand.cover?.preview} className="brand-card-cover" />
      <span className="brand-card-top">
        <BrandMark name={brand.name} logo={brand.logo?.preview} logoClassName="directory-logo" />
      </span>
      <span className="brand-card-name">{brand.name}</span>
      <span className="brand-card-meta">
        <span className="brand-card-slug">/{brand.slug}</span>
      </span>
      <span className={brand.bio ? 'directory-bio' : 'directory-bio muted'}>
        {brand.bio ? excerpt(brand.bio, BIO_EXCERPT) : <FormattedMessage {...m.noBio} />}
      </span>
    </Link>
  );
}

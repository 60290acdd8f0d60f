import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BrandList_query$key } from '../__generated__/BrandList_query.graphql';
import type { BrandListPaginationQuery } from '../__generated__/BrandListPaginationQuery.graphql';
import { BrandCard } from './BrandCard';
import { ExampleBrand } from './ExampleBrand';

const PAGE_SIZE = 24;

const messages = defineMessages({
  title: { id: 'brandList.title', defaultMessage: 'Your brands' },
  create: { id: 'brandList.create', defaultMessage: 'New brand' },
  emptyTitle: { id: 'brandList.empty.title', defaultMessage: 'No brands yet' },
  emptyText: {
    id: 'brandList.empty.text',
    defaultMessage:
      'A brand collects your logos, colours, fonts and pages in one place. Start with a name; everything else can follow.',
  },
  emptyAction: { id: 'brandList.empty.action', defaultMessage: 'Create your first brand' },
  more: { id: 'brandList.more', defaultMessage: 'Show more' },
  loadingMore: { id: 'brandList.loadingMore', defaultMessage: 'Loading…' },
});

const count = defineMessage<{ count: number }>({
  id: 'brandList.count',
  defaultMessage: '{count, plural, one {# brand} other {# brands}}',
});

/** The viewer's brands, in the server's order (plan, newest update, name, slug). */
export function BrandList({ query }: { query: BrandList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<BrandListPaginationQuery, BrandList_query$key>(
    graphql`
      fragment BrandList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "BrandListPaginationQuery") {
        aiAvailable
        brands(first: $count, after: $cursor) @connection(key: "BrandList_brands") {
          totalCount
          edges {
            node {
              id
              ...BrandCard_brand
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.brands.edges;

  if (edges.length === 0) {
    return (
      <section className="empty-state" aria-labelledby="brands-empty-title">
        <h1 id="brands-empty-title">
          <FormattedMessage {...messages.emptyTitle} />
        </h1>
        <p className="muted">
          <FormattedMessage {...messages.emptyText} />
        </p>
        <Link to="/new-brand" className="button primary">
          <FormattedMessage {...messages.emptyAction} />
        </Link>
        <ExampleBrand available={data.aiAvailable} />
      </section>
    );
  }

  return (
    <section className="stack" aria-labelledby="brands-title">
      <div className="section-head">
        <div>
          <h1 id="brands-title">
            <FormattedMessage {...messages.title} />
          </h1>
          <p className="muted">
            <FormattedMessage {...count} values={{ count: data.brands.totalCount }} />
          </p>
        </div>
        <Link to="/new-brand" className="button primary">
          <FormattedMessage {...messages.create} />
        </Link>
      </div>
      <ul className="brand-grid">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <BrandCard brand={node} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <p className="center">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            <FormattedMessage {...(isLoadingNext ? messages.loadingMore : messages.more)} />
          </button>
        </p>
      ) : null}
    </section>
  );
}

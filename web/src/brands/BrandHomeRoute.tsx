import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { BrandHomeRouteQuery } from '../__generated__/BrandHomeRouteQuery.graphql';
import { NotFound } from '../layout/ErrorPage';
import { planMessage, roleMessage } from './labels';
import type { BrandHomeLoaderData } from './loaders';

const messages = defineMessages({
  back: { id: 'brandHome.back', defaultMessage: 'All brands' },
  address: { id: 'brandHome.address', defaultMessage: 'Address' },
  plan: { id: 'brandHome.plan', defaultMessage: 'Plan' },
  role: { id: 'brandHome.role', defaultMessage: 'Your role' },
});

/** /{brand}: the brand home (a path segment other than the app's own routes is a brand slug). */
export default function BrandHomeRoute() {
  const { queryRef } = useLoaderData<BrandHomeLoaderData>();
  const { brandBySlug: brand } = usePreloadedQuery<BrandHomeRouteQuery>(
    graphql`
      query BrandHomeRouteQuery($slug: String!) {
        brandBySlug(slug: $slug) {
          id
          name
          slug
          bio
          currentPlan
          userRole
        }
      }
    `,
    queryRef,
  );

  if (!brand) return <NotFound />;

  return (
    <article className="stack" aria-labelledby="brand-title">
      <p>
        <Link to="/" className="back-link">
          ← <FormattedMessage {...messages.back} />
        </Link>
      </p>
      <header className="brand-head">
        <span className="brand-monogram large" aria-hidden="true">
          {brand.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div>
          <h1 id="brand-title">{brand.name}</h1>
          {brand.bio ? <p className="lead muted">{brand.bio}</p> : null}
        </div>
      </header>
      <dl className="facts card">
        <div>
          <dt>
            <FormattedMessage {...messages.address} />
          </dt>
          <dd>
            <code>/{brand.slug}</code>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...messages.plan} />
          </dt>
          <dd>
            <span className={`badge plan-${brand.currentPlan}`}>
              <FormattedMessage {...planMessage(brand.currentPlan)} />
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...messages.role} />
          </dt>
          <dd>
            <FormattedMessage {...roleMessage(brand.userRole)} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

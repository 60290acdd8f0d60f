import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, RelayEnvironmentProvider, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { VersionHomeRouteQuery } from '../__generated__/VersionHomeRouteQuery.graphql';
import { BrandHome } from '../brands/BrandHomeRoute';
import { brandPath } from '../brands/lookup';
import { BrandNotFound } from '../brands/members/BrandNotFound';
import { Icon } from '../ui/Icon';
import type { VersionHomeLoaderData } from './loaders';
import { usePersonName } from './Person';
import { VersionPageTree } from './VersionPageTree';
import { DocumentTitle } from '../ui/useDocumentTitle';

const messages = defineMessages({
  back: { id: 'versionHome.back', defaultMessage: 'Back to the live brand' },
  notFoundTitle: { id: 'versionHome.notFound.title', defaultMessage: 'This version could not be found' },
  notFound: {
    id: 'versionHome.notFound',
    defaultMessage: 'The brand has no version at this address. Its versions are listed under Versions.',
  },
  allVersions: { id: 'versionHome.allVersions', defaultMessage: 'All versions' },
});
const banner = defineMessage<{ name: string; date: string; person: string }>({
  id: 'versionHome.banner',
  defaultMessage: 'Version “{name}” · named on {date} by {person}',
});

const query = graphql`
  query VersionHomeRouteQuery($slug: String!, $version: ID!) {
    brandBySlug(slug: $slug) {
      id
      slug
      name
      asOf(version: $version) {
        id
        shownVersion {
          id
          name
          at
          createdBy {
            id
            email
          }
        }
        ...BrandHomeRoute_brand
        ...VersionPageTree_brand
      }
    }
  }
`;

/**
 * /{brand}/versions/{version}: the brand home as it was at a named version, read only, with a
 * banner that says which version it is and leads back to the live brand. It reads in the
 * versions' own Relay store (relay/environment.ts: pastEnvironment), so nothing of the past reaches the live
 * brand's screens.
 */
export default function VersionHomeRoute() {
  const { queryRef } = useLoaderData<VersionHomeLoaderData>();
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <VersionHome />
    </RelayEnvironmentProvider>
  );
}

function VersionHome() {
  const { queryRef } = useLoaderData<VersionHomeLoaderData>();
  const params = useParams();
  const intl = useIntl();
  const personName = usePersonName();
  const { brandBySlug: brand } = usePreloadedQuery<VersionHomeRouteQuery>(query, queryRef);
  if (!brand) return <BrandNotFound brand={params.brand ?? ''} />;
  const then = brand.asOf;
  const version = then?.shownVersion;
  if (!then || !version) {
    return (
      <div className="error-page">
        <h1>{intl.formatMessage(messages.notFoundTitle)}</h1>
        <p className="muted">{intl.formatMessage(messages.notFound)}</p>
        <div className="actions">
          <Link to={brandPath(brand.slug, 'versions')} className="button primary">
            {intl.formatMessage(messages.allVersions)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="brand-layout">
      <DocumentTitle brand={brand.name} />
      <VersionPageTree brand={then} versionId={version.id} />
      <div className="stack">
        <div className="version-banner" role="note">
          <Icon name="bookmark" />
          <span className="version-banner-text">
            <FormattedMessage
              {...banner}
              values={{
                name: version.name,
                date: intl.formatDate(version.at, { dateStyle: 'long', timeStyle: 'short' }),
                person: personName(version.createdBy),
              }}
            />
          </span>
          <Link to={brandPath(brand.slug)} className="version-banner-back">
            {intl.formatMessage(messages.back)}
          </Link>
        </div>
        <BrandHome brand={then} versionId={version.id} />
      </div>
    </div>
  );
}

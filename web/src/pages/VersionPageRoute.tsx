import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, RelayEnvironmentProvider, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { elementData_elements$key } from '../__generated__/elementData_elements.graphql';
import pageFragment, { type PageRoute_page$key } from '../__generated__/PageRoute_page.graphql';
import type { VersionPageRouteQuery } from '../__generated__/VersionPageRouteQuery.graphql';
import { BrandNotFound } from '../brands/members/BrandNotFound';
import { Icon } from '../ui/Icon';
import { elementDataFragment, toElement } from './elementData';
import { historyMessages as m } from './history/messages';
import { momentTime } from '../history/Moment';
import type { VersionPageLoaderData } from './loaders';
import { ReadOnlyPage, surfaceOf, useAssetViews, useLinkedLookup } from './pageView';
import { DocumentTitle } from '../ui/useDocumentTitle';

/**
 * /{brand}/versions/{version}/{page}: the page as it was in a named version of the brand (anyone
 * who reads the brand), read only, with a banner naming the version, a link to the whole version
 * and one to the page as it is now.
 */
export default function VersionPageRoute() {
  const { queryRef } = useLoaderData<VersionPageLoaderData>();
  // The version's page carries the live page's ids: it is read in a store of its own (loaders.ts).
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <VersionPage queryRef={queryRef} />
    </RelayEnvironmentProvider>
  );
}

function VersionPage({ queryRef }: { queryRef: PreloadedQuery<VersionPageRouteQuery> }) {
  const intl = useIntl();
  const params = useParams();
  const data = usePreloadedQuery<VersionPageRouteQuery>(
    graphql`
      query VersionPageRouteQuery($brandSlug: String!, $pageSlug: String!, $version: ID!) {
        brand: brandBySlug(slug: $brandSlug) {
          id
          slug
          name
          viewerCan {
            readPrivate
          }
        }
        page(brandSlug: $brandSlug, pageSlug: $pageSlug, version: $version) {
          id
          name
          url
          version {
            id
            name
            at
          }
          ...PageRoute_page
        }
      }
    `,
    queryRef,
  );
  if (!data.brand) return <BrandNotFound brand={params.brand ?? ''} />;
  const versionPath = `/${data.brand.slug}/versions/${encodeURIComponent(params.version ?? '')}`;
  if (!data.page)
    return (
      <div className="version-page">
        <div className="moment-banner moment-problem" role="alert">
          <div className="moment-banner-text">
            <strong>{intl.formatMessage(m.versionMissing)}</strong>
          </div>
          <div className="moment-banner-actions">
            <Link to={versionPath} className="button small ghost">
              <Icon name="back" /> {intl.formatMessage(m.versionAll)}
            </Link>
          </div>
        </div>
      </div>
    );
  const version = data.page.version;
  return (
    <div className="version-page">
      <DocumentTitle brand={data.brand.name} page={data.page.name} />
      <header className="page-header">
        <div>
          <p className="page-breadcrumb">
            <Link to={`/${data.brand.slug}`}>{data.brand.name}</Link> <span aria-hidden="true">›</span>{' '}
            <Link to={versionPath}>{version?.name ?? ''}</Link>
          </p>
          <h1>{data.page.name}</h1>
        </div>
      </header>
      <div className="moment-banner" role="region" aria-label={intl.formatMessage(m.versionAll)}>
        <div className="moment-banner-text">
          <strong>
            <Icon name="history" />{' '}
            {intl.formatMessage(m.versionBanner, {
              name: version?.name ?? '',
              time: version ? momentTime(intl, version.at) : '',
            })}
          </strong>
          <span>{intl.formatMessage(m.versionHint)}</span>
        </div>
        <div className="moment-banner-actions">
          <Link to={versionPath} className="button small ghost">
            {intl.formatMessage(m.versionAll)}
          </Link>
          <Link to={data.page.url} className="button small">
            {intl.formatMessage(m.versionLive)}
          </Link>
        </div>
      </div>
      <VersionContent page={data.page} readPrivate={data.brand.viewerCan.readPrivate} brandSlug={data.brand.slug} />
    </div>
  );
}

function VersionContent({
  page: key,
  readPrivate,
  brandSlug,
}: {
  page: NonNullable<VersionPageRouteQuery['response']['page']>;
  readPrivate: boolean;
  brandSlug: string;
}) {
  const page = useFragment<PageRoute_page$key>(pageFragment, key);
  const data = useFragment<elementData_elements$key>(elementDataFragment, page.elements);
  const elements = useMemo(() => data.map(toElement), [data]);
  const linked = useLinkedLookup(page.elements);
  const assets = useAssetViews(page.elements);
  return (
    <ReadOnlyPage
      pageId={page.id}
      brandSlug={brandSlug}
      readPrivate={readPrivate}
      elements={elements}
      settings={surfaceOf(page)}
      linkedElsewhere={linked}
      assetViews={assets}
    />
  );
}

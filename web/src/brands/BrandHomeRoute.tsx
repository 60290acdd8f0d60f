import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useLiveQuery } from '../relay/useLiveQuery';
import { Link, useLoaderData, useParams } from 'react-router';
import type { BrandHomeRoute_brand$key } from '../__generated__/BrandHomeRoute_brand.graphql';
import type { BrandHomeRouteQuery } from '../__generated__/BrandHomeRouteQuery.graphql';
import { BrandNotFound } from './members/BrandNotFound';
import { PageTree } from '../pages/PageTree';
import { BrandCover } from './BrandCover';
import { BrandMark } from './BrandMark';
import { BrandPalette } from './BrandPalette';
import { DesignTokens, KitColors, KitFonts } from './kit/BrandKit';
import { planMessage, roleMessage } from './labels';
import type { BrandHomeLoaderData } from './loaders';
import { LinkClosed } from '../sharedLinks/LinkClosed';
import { ReaderNotices } from '../sharedLinks/ReaderNotices';
import { useSharedLinkEnd } from '../sharedLinks/useSharedLinkEnd';
import { BackLink } from '../ui/BackLink';
import { Icon } from '../ui/Icon';
import { brandPath } from './lookup';
import { tabsFor } from './settings/settingsTabs';
import { useRecordBrandVisit } from './useRecordBrandVisitMutation';
import { useDocumentTitle } from '../ui/useDocumentTitle';

const messages = defineMessages({
  back: { id: 'brandHome.back', defaultMessage: 'All brands' },
  directory: { id: 'brandHome.directory', defaultMessage: 'Brand directory' },
  address: { id: 'brandHome.address', defaultMessage: 'Address' },
  plan: { id: 'brandHome.plan', defaultMessage: 'Plan' },
  role: { id: 'brandHome.role', defaultMessage: 'Your role' },
  settings: { id: 'brandHome.settings', defaultMessage: 'Settings' },
  members: { id: 'brandHome.members', defaultMessage: 'Members' },
  usp: { id: 'brandHome.usp', defaultMessage: 'What sets us apart' },
  visibility: { id: 'brandHome.visibility', defaultMessage: 'Visibility' },
  public: { id: 'brandHome.public', defaultMessage: 'Public' },
  private: { id: 'brandHome.private', defaultMessage: 'Private' },
});

const homeQuery = graphql`
  query BrandHomeRouteQuery($slug: String!, $id: ID!, $byId: Boolean!) {
    bySlug: brandBySlug(slug: $slug) @skip(if: $byId) {
      id
      userRole
      viewerCan {
        readPrivate
      }
      ...BrandHomeRoute_brand
      ...PageTree_brand
    }
    byId: brand(id: $id) @include(if: $byId) {
      id
      userRole
      viewerCan {
        readPrivate
      }
      ...BrandHomeRoute_brand
      ...PageTree_brand
    }
    sharedLinkEnded(brandSlug: $slug)
  }
`;

/**
 * /{brand} and /brands/{id}: the brand home (spec, point 2: a path starting with /brands/ names the
 * brand by id, any other by slug). Public brands are readable without logging in.
 */
export default function BrandHomeRoute() {
  const { queryRef } = useLoaderData<BrandHomeLoaderData>();
  const params = useParams();
  const data = usePreloadedQuery<BrandHomeRouteQuery>(homeQuery, queryRef);
  const brand = data.byId ?? data.bySlug;
  useRecordBrandVisit(brand?.id, brand?.viewerCan.readPrivate ?? false);
  // Live: settings and the page tree follow by themselves; the palette comes from the pages.
  useLiveQuery<BrandHomeRouteQuery>(brand?.id, { kinds: ['PAGES'], query: homeQuery, variables: queryRef.variables });
  // Read through a shared link: a link that stops working says so here, also while open.
  const ended = useSharedLinkEnd(brand ? { id: brand.id, userRole: brand.userRole } : null);
  if (ended || (!brand && data.sharedLinkEnded)) return <LinkClosed reason="ended" />;
  if (!brand) return <BrandNotFound brand={params.id ?? params.brand ?? ''} />;
  return (
    <div className="brand-layout">
      <PageTree brand={brand} />
      <BrandHome brand={brand} />
    </div>
  );
}

/**
 * The brand home's content: name, texts, the kit's colours, the palette of its pages, the kit's
 * fonts and the design tokens (the kit: `kit/BrandKit.tsx`; owners and editors edit it here). With
 * `versionId` it shows the brand as it was at that version (/{brand}/versions/{version}): read
 * only, without what belongs to the live brand (settings, plan, role, visibility), its pages
 * linked at the version.
 */
export function BrandHome({ brand: key, versionId }: { brand: BrandHomeRoute_brand$key; versionId?: string }) {
  const intl = useIntl();
  const brand = useFragment(
    graphql`
      fragment BrandHomeRoute_brand on Brand {
        ...brandFields_brand @relay(mask: false)
        logo {
          preview
        }
        cover {
          lightboxPreview
        }
        currentPlan
        freePreview
        userRole
        viewerCan {
          readPrivate
          editContent
          manageMembers
          manageLinks
          billing
          deleteBrand
        }
        shownVersion {
          id
          name
        }
        ...BrandPalette_brand
        ...BrandKit_brand
      }
    `,
    key,
  );
  useDocumentTitle(brand.name);
  // Members (who read what is for members only) have the brand in their list to go back to.
  const member = brand.viewerCan.readPrivate;
  const live = !versionId;
  // Settings for those with more than the members' list there; the list alone is "Members".
  const tabs = live ? tabsFor(brand.viewerCan) : [];
  const settings = tabs.some((tab) => tab.path !== 'users');
  const membersOnly = !settings && tabs.length > 0;
  const pagePath = versionId ? (pageSlug: string) => brandPath(brand.slug, 'versions', versionId, pageSlug) : undefined;

  return (
    <article className="stack-lg" aria-labelledby="brand-title">
      {/* Readers are told when they read a free preview, or a version instead of the live brand
          (a version's own screen says which it shows). */}
      <ReaderNotices brand={brand} showVersion={live} />
      <div className="stack">
        {!live ? null : member ? (
          <BackLink to="/" label={intl.formatMessage(messages.back)} />
        ) : brand.public && brand.publicIndex ? (
          <BackLink to="/directory" label={intl.formatMessage(messages.directory)} />
        ) : null}
        <header className="brand-head">
          <BrandCover src={brand.cover?.lightboxPreview} className="brand-cover" priority />
          <BrandMark name={brand.name} logo={brand.logo?.preview} className="large" logoClassName="large" />
          <div className="brand-head-text">
            <h1 id="brand-title">{brand.name}</h1>
            {brand.bio ? <p className="lead muted">{brand.bio}</p> : null}
          </div>
          {settings ? (
            <Link to={brandPath(brand.slug, 'settings')} className="button">
              <Icon name="settings" /> <FormattedMessage {...messages.settings} />
            </Link>
          ) : membersOnly ? (
            <Link to={brandPath(brand.slug, 'settings', 'users')} className="button">
              <FormattedMessage {...messages.members} />
            </Link>
          ) : null}
        </header>
        {brand.usp ? (
          <blockquote className="usp">
            <span className="usp-label">
              <FormattedMessage {...messages.usp} />
            </span>
            <p>{brand.usp}</p>
          </blockquote>
        ) : null}
        {/* The plan, the role and the visibility are for members; readers see the brand only. A
            version shows the brand's content then, not these facts of now. */}
        {live && member ? (
          <dl className="facts facts-4 card">
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
                {brand.currentPlan ? (
                  <span className={`badge plan-${brand.currentPlan}`}>
                    <FormattedMessage {...planMessage(brand.currentPlan)} />
                  </span>
                ) : null}
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
            <div>
              <dt>
                <FormattedMessage {...messages.visibility} />
              </dt>
              <dd>
                <FormattedMessage {...(brand.public ? messages.public : messages.private)} />
              </dd>
            </div>
          </dl>
        ) : null}
      </div>

      <KitColors brand={brand} mode={live ? 'home' : 'readOnly'} />
      <BrandPalette brand={brand} pagePath={pagePath} />
      <KitFonts brand={brand} mode={live ? 'home' : 'readOnly'} />
      {live ? <DesignTokens brand={brand} /> : null}
    </article>
  );
}

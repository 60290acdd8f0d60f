import { defineMessages, FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Link, useLoaderData, useParams } from 'react-router';
import type { BrandHomeRoute_brand$key } from '../__generated__/BrandHomeRoute_brand.graphql';
import type { BrandHomeRouteQuery } from '../__generated__/BrandHomeRouteQuery.graphql';
import { BrandNotFound } from './members/BrandNotFound';
import { PageTree } from '../pages/PageTree';
import { BrandPalette } from './BrandPalette';
import { planMessage, roleMessage } from './labels';
import type { BrandHomeLoaderData } from './loaders';
import { FreePreviewHeader } from '../sharedLinks/FreePreviewHeader';
import { brandPath } from './lookup';
import { tabsFor } from './settings/settingsTabs';
import { useBrandChanged } from './useBrandChanged';

const messages = defineMessages({
  back: { id: 'brandHome.back', defaultMessage: 'All brands' },
  directory: { id: 'brandHome.directory', defaultMessage: 'Brand directory' },
  address: { id: 'brandHome.address', defaultMessage: 'Address' },
  plan: { id: 'brandHome.plan', defaultMessage: 'Plan' },
  role: { id: 'brandHome.role', defaultMessage: 'Your role' },
  settings: { id: 'brandHome.settings', defaultMessage: 'Settings' },
  members: { id: 'brandHome.members', defaultMessage: 'Members' },
  usp: { id: 'brandHome.usp', defaultMessage: 'What sets us apart' },
  colors: { id: 'brandHome.colors', defaultMessage: 'Colours' },
  noColors: { id: 'brandHome.colors.none', defaultMessage: 'No colours yet.' },
  fonts: { id: 'brandHome.fonts', defaultMessage: 'Fonts' },
  noFonts: { id: 'brandHome.fonts.none', defaultMessage: 'No fonts yet.' },
  unnamed: { id: 'brandHome.colors.unnamed', defaultMessage: 'Unnamed' },
  visibility: { id: 'brandHome.visibility', defaultMessage: 'Visibility' },
  public: { id: 'brandHome.public', defaultMessage: 'Public' },
  private: { id: 'brandHome.private', defaultMessage: 'Private' },
});

const homeQuery = graphql`
  query BrandHomeRouteQuery($slug: String!, $id: ID!, $byId: Boolean!) {
    bySlug: brandBySlug(slug: $slug) @skip(if: $byId) {
      id
      ...BrandHomeRoute_brand
      ...PageTree_brand
    }
    byId: brand(id: $id) @include(if: $byId) {
      id
      ...BrandHomeRoute_brand
      ...PageTree_brand
    }
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
  const environment = useRelayEnvironment();
  // Live: settings and the page tree follow by themselves; the palette comes from the pages.
  useBrandChanged(brand ? brand.id : null, (change) => {
    if (!change.kinds.includes('PAGES')) return;
    fetchQuery<BrandHomeRouteQuery>(environment, homeQuery, queryRef.variables, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => {});
  });
  if (!brand) return <BrandNotFound brand={params.id ?? params.brand ?? ''} />;
  return (
    <div className="brand-layout">
      <PageTree brand={brand} />
      <BrandHome brand={brand} />
    </div>
  );
}

function BrandHome({ brand: key }: { brand: BrandHomeRoute_brand$key }) {
  const brand = useFragment(
    graphql`
      fragment BrandHomeRoute_brand on Brand {
        id
        name
        slug
        bio
        usp
        public
        publicIndex
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
        colors {
          hex
          label
          rgb
          cmyk
        }
        fonts
        ...BrandPalette_brand
      }
    `,
    key,
  );
  // Members (who read what is for members only) have the brand in their list to go back to.
  const member = brand.viewerCan.readPrivate;
  // Settings for those with more than the members' list there; the list alone is "Members".
  const tabs = tabsFor(brand.viewerCan);
  const settings = tabs.some((tab) => tab.path !== 'users');
  const membersOnly = !settings && tabs.length > 0;

  return (
    <article className="stack-lg" aria-labelledby="brand-title">
      {brand.userRole === 'shared' && brand.freePreview ? <FreePreviewHeader brandName={brand.name} /> : null}
      <div className="stack">
        {member ? (
          <p>
            <Link to="/" className="back-link">
              ← <FormattedMessage {...messages.back} />
            </Link>
          </p>
        ) : brand.public && brand.publicIndex ? (
          <p>
            <Link to="/directory" className="back-link">
              ← <FormattedMessage {...messages.directory} />
            </Link>
          </p>
        ) : null}
        <header className="brand-head">
          <span className="brand-monogram large" aria-hidden="true">
            {brand.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="brand-head-text">
            <h1 id="brand-title">{brand.name}</h1>
            {brand.bio ? <p className="lead muted">{brand.bio}</p> : null}
          </div>
          {settings ? (
            <Link to={brandPath(brand.slug, 'settings')} className="button">
              <span aria-hidden="true">⚙</span> <FormattedMessage {...messages.settings} />
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
        {/* The plan, the role and the visibility are for members; readers see the brand only. */}
        {member ? (
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

      <section className="stack" aria-labelledby="brand-colors">
        <h2 id="brand-colors">
          <FormattedMessage {...messages.colors} />
        </h2>
        {brand.colors.length === 0 ? (
          <p className="muted">
            <FormattedMessage {...messages.noColors} />
          </p>
        ) : (
          <ul className="swatch-grid">
            {brand.colors.map((color, i) => (
              <li key={`${i}-${color.hex}`} className="swatch">
                <span className="swatch-color" style={{ background: `#${color.hex}` }} aria-hidden="true" />
                <div className="swatch-body">
                  <p className="swatch-name">{color.label || <FormattedMessage {...messages.unnamed} />}</p>
                  <dl className="swatch-values">
                    <div>
                      <dt>HEX</dt>
                      <dd>#{color.hex}</dd>
                    </div>
                    <div>
                      <dt>RGB</dt>
                      <dd>{color.rgb}</dd>
                    </div>
                    <div>
                      <dt>CMYK</dt>
                      <dd>{color.cmyk}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <BrandPalette brand={brand} />

      <section className="stack" aria-labelledby="brand-fonts">
        <h2 id="brand-fonts">
          <FormattedMessage {...messages.fonts} />
        </h2>
        {brand.fonts.length === 0 ? (
          <p className="muted">
            <FormattedMessage {...messages.noFonts} />
          </p>
        ) : (
          <ul className="font-grid">
            {brand.fonts.map((font) => (
              <li key={font} className="font-card">
                <span className="font-card-sample" style={{ fontFamily: `"${font}", var(--font-sans)` }} aria-hidden="true">
                  Aa Bb Cc 123
                </span>
                <span className="font-card-name">{font}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

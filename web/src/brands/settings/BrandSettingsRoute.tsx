import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, NavLink, Outlet, useLoaderData, useOutletContext } from 'react-router';
import type { BrandSettingsRouteQuery, BrandSettingsRouteQuery$data } from '../../__generated__/BrandSettingsRouteQuery.graphql';
import { ErrorContent, NotFound } from '../../layout/ErrorPage';
import type { BrandSettingsLoaderData } from '../loaders';
import { brandPath } from '../lookup';
import { useBrandChanged } from '../useBrandChanged';

const messages = defineMessages({
  title: { id: 'brandSettings.title', defaultMessage: 'Settings' },
  nav: { id: 'brandSettings.nav', defaultMessage: 'Brand settings' },
  general: { id: 'brandSettings.nav.general', defaultMessage: 'General' },
  users: { id: 'brandSettings.nav.users', defaultMessage: 'Users' },
  sharedLinks: { id: 'brandSettings.nav.sharedLinks', defaultMessage: 'Shared links' },
  billing: { id: 'brandSettings.nav.billing', defaultMessage: 'Billing' },
  delete: { id: 'brandSettings.nav.delete', defaultMessage: 'Delete brand' },
});

const back = defineMessage<{ name: string }>({ id: 'brandSettings.back', defaultMessage: 'Back to {name}' });

const forbidden = defineMessage({
  id: 'brandSettings.forbidden',
  defaultMessage: 'Only owners and editors can change the settings of this brand.',
});

export type SettingsBrand = NonNullable<BrandSettingsRouteQuery$data['brandBySlug']>;

/** What the settings pages below the sidebar get. */
export interface SettingsContext {
  brand: SettingsBrand;
}

export const useSettingsBrand = (): SettingsBrand => useOutletContext<SettingsContext>().brand;

/** /{brand}/settings: the brand settings sidebar and the page chosen in it (owners and editors). */
export default function BrandSettingsRoute() {
  const intl = useIntl();
  const { queryRef } = useLoaderData<BrandSettingsLoaderData>();
  const { brandBySlug: brand } = usePreloadedQuery<BrandSettingsRouteQuery>(
    graphql`
      query BrandSettingsRouteQuery($slug: String!) {
        brandBySlug(slug: $slug) {
          id
          name
          slug
          userRole
          ...BrandSettingsGeneral_brand
          ...BrandLogo_brand
        }
      }
    `,
    queryRef,
  );
  // Live: the settings others save arrive in the store (useBrandChanged's fields); the members and
  // shared-links screens below follow their own kinds.
  useBrandChanged(brand?.id);
  if (!brand) return <NotFound />;
  const owner = brand.userRole === 'owner';
  if (!owner && brand.userRole !== 'editor')
    return <ErrorContent error={{ message: intl.formatMessage(forbidden), code: 'FORBIDDEN', status: 403 }} />;

  const base = brandPath(brand.slug, 'settings');
  const items = [
    { to: base, end: true, label: messages.general },
    { to: `${base}/users`, label: messages.users },
    { to: `${base}/shared-links`, label: messages.sharedLinks },
    { to: `${base}/billing`, label: messages.billing },
    ...(owner ? [{ to: `${base}/delete`, label: messages.delete, danger: true }] : []),
  ];

  return (
    <div className="stack">
      <p>
        <Link to={brandPath(brand.slug)} className="back-link">
          ← <FormattedMessage {...back} values={{ name: brand.name }} />
        </Link>
      </p>
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={intl.formatMessage(messages.nav)}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={item.danger ? 'danger' : undefined}>
                  <FormattedMessage {...item.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-content">
          <Outlet context={{ brand } satisfies SettingsContext} />
        </div>
      </div>
    </div>
  );
}

import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { NavLink, Outlet, useLoaderData, useLocation, useOutletContext } from 'react-router';
import type { BrandSettingsRouteQuery, BrandSettingsRouteQuery$data } from '../../__generated__/BrandSettingsRouteQuery.graphql';
import { ErrorContent, NotFound } from '../../layout/ErrorPage';
import { BackLink } from '../../ui/BackLink';
import type { BrandSettingsLoaderData } from '../loaders';
import { brandPath } from '../lookup';
import { settingsTabs, tabsFor } from './settingsTabs';
import { useLiveQuery } from '../../relay/useLiveQuery';
import { DocumentTitle } from '../../ui/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'brandSettings.title', defaultMessage: 'Settings' },
  nav: { id: 'brandSettings.nav', defaultMessage: 'Brand settings' },
  tabForbidden: {
    id: 'brandSettings.tabForbidden',
    defaultMessage: 'Your role in this brand does not include this part of its settings.',
  },
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

/**
 * /{brand}/settings: the brand settings sidebar and the page chosen in it. Each tab shows, and its
 * page opens, for those who hold its capability as the server answers it (viewerCan).
 */
export default function BrandSettingsRoute() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { queryRef } = useLoaderData<BrandSettingsLoaderData>();
  const { brandBySlug: brand } = usePreloadedQuery<BrandSettingsRouteQuery>(
    graphql`
      query BrandSettingsRouteQuery($slug: String!) {
        brandBySlug(slug: $slug) {
          id
          name
          slug
          viewerCan {
            editContent
            readPrivate
            manageMembers
            manageLinks
            billing
            deleteBrand
          }
          ...BrandSettingsGeneral_brand
          ...BrandImages_brand
          ...BrandKit_brand
        }
      }
    `,
    queryRef,
  );
  // Live: the settings others save arrive in the store (the brand's live topic carries them); the
  // members and shared-links screens below follow their own kinds.
  useLiveQuery(brand?.id);
  if (!brand) return <NotFound />;
  const tabs = tabsFor(brand.viewerCan);
  if (tabs.length === 0)
    return <ErrorContent error={{ message: intl.formatMessage(forbidden), code: 'FORBIDDEN', status: 403 }} />;

  const base = brandPath(brand.slug, 'settings');
  const items = tabs.map((tab) => ({ ...tab, to: tab.path ? `${base}/${tab.path}` : base, end: !tab.path }));
  // The page asked for, by its segment below /{brand}/settings (an unknown one is the router's 404).
  const segment = /^\/[^/]+\/settings(?:\/([^/]+))?/.exec(pathname)?.[1] ?? '';
  const current = settingsTabs.find((tab) => tab.path === segment);
  const allowed = !current || brand.viewerCan[current.capability];

  return (
    <div className="stack">
      <DocumentTitle brand={brand.name} />
      <BackLink to={brandPath(brand.slug)} label={intl.formatMessage(back, { name: brand.name })} />
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
          {allowed ? (
            <Outlet context={{ brand } satisfies SettingsContext} />
          ) : (
            <ErrorContent error={{ message: intl.formatMessage(messages.tabForbidden), code: 'FORBIDDEN', status: 403 }} />
          )}
        </div>
      </div>
    </div>
  );
}

import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router';
import type { BrandHistoryLinks_brand$key } from '../__generated__/BrandHistoryLinks_brand.graphql';
import { Icon } from '../ui/Icon';
import { brandPath } from './lookup';

const messages = defineMessages({
  activity: { id: 'brandNav.activity', defaultMessage: 'Activity' },
  versions: { id: 'brandNav.versions', defaultMessage: 'Versions' },
});

/**
 * The brand's activity and versions in its navigation (beside the asset library), each shown as
 * the server allows it (`viewerCan`): the activity to those who read what is for members only
 * (`readPrivate`), the versions to everyone who reads the brand (`read`).
 */
export function BrandHistoryLinks({ brand: key }: { brand: BrandHistoryLinks_brand$key }) {
  const intl = useIntl();
  const brand = useFragment(
    graphql`
      fragment BrandHistoryLinks_brand on Brand {
        slug
        viewerCan {
          read
          readPrivate
        }
      }
    `,
    key,
  );
  return (
    <>
      {brand.viewerCan.readPrivate ? (
        <NavLink to={brandPath(brand.slug, 'history')} className="brand-nav-link">
          <Icon name="history" />
          {intl.formatMessage(messages.activity)}
        </NavLink>
      ) : null}
      {brand.viewerCan.read ? (
        <NavLink to={brandPath(brand.slug, 'versions')} className="brand-nav-link">
          <Icon name="bookmark" />
          {intl.formatMessage(messages.versions)}
        </NavLink>
      ) : null}
    </>
  );
}

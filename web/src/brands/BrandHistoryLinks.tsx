import { defineMessages, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Icon } from '../ui/Icon';
import { brandPath } from './lookup';

const messages = defineMessages({
  activity: { id: 'brandNav.activity', defaultMessage: 'Activity' },
  versions: { id: 'brandNav.versions', defaultMessage: 'Versions' },
});

/** The roles of members (the others: public readers and shared links). */
const MEMBER_ROLES: ReadonlySet<string> = new Set(['owner', 'editor', 'viewer']);

/**
 * The brand's activity and versions in its navigation (beside the asset library), for members:
 * the activity is theirs only, and versions matter to those who name and restore them.
 */
export function BrandHistoryLinks({ slug, userRole }: { slug: string; userRole: string }) {
  const intl = useIntl();
  if (!MEMBER_ROLES.has(userRole)) return null;
  return (
    <>
      <NavLink to={brandPath(slug, 'history')} className="brand-nav-link">
        <Icon name="history" />
        {intl.formatMessage(messages.activity)}
      </NavLink>
      <NavLink to={brandPath(slug, 'versions')} className="brand-nav-link">
        <Icon name="bookmark" />
        {intl.formatMessage(messages.versions)}
      </NavLink>
    </>
  );
}

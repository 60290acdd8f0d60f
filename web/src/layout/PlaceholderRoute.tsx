import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Link, useMatches, useParams } from 'react-router';
import type { RouteHandle } from '../routing/checks';
import { comingSoon } from '../ui/comingSoon';

/** The screens of spec point 2 that exist as routes but are not built yet. */
export type PlaceholderScreen = 'admin' | 'assets' | 'billing' | 'sharedLinks' | 'users';

export interface PlaceholderHandle extends RouteHandle {
  screen: PlaceholderScreen;
}

const titles = defineMessages({
  admin: { id: 'placeholder.admin', defaultMessage: 'Administration' },
  assets: { id: 'placeholder.assets', defaultMessage: 'Assets' },
  billing: { id: 'placeholder.billing', defaultMessage: 'Billing' },
  sharedLinks: { id: 'placeholder.sharedLinks', defaultMessage: 'Shared links' },
  users: { id: 'placeholder.users', defaultMessage: 'Members' },
});

const messages = defineMessages({
  home: { id: 'placeholder.home', defaultMessage: 'Back to your brands' },
});

const body = defineMessage({
  id: 'placeholder.body',
  defaultMessage: 'This screen is on its way. Everything else in Brandtrail works as usual in the meantime.',
});

const backToBrand = defineMessage<{ brand: string }>({
  id: 'placeholder.brand',
  defaultMessage: 'Back to {brand}',
});

/** A clean page for a screen that is coming, so its address works already (and never 404s). */
export default function PlaceholderRoute() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as PlaceholderHandle | undefined;
  const { brand } = useParams();
  const screen = handle?.screen ?? 'admin';
  return (
    <section className="placeholder card" aria-labelledby="placeholder-title">
      <span className="badge plan-basic">
        <FormattedMessage {...comingSoon} />
      </span>
      <h1 id="placeholder-title">
        <FormattedMessage {...titles[screen]} />
      </h1>
      <p className="muted">
        <FormattedMessage {...body} />
      </p>
      <p className="actions">
        {brand ? (
          <Link className="button primary" to={`/${encodeURIComponent(brand)}`}>
            <FormattedMessage {...backToBrand} values={{ brand }} />
          </Link>
        ) : null}
        <Link className={brand ? 'button' : 'button primary'} to="/">
          <FormattedMessage {...messages.home} />
        </Link>
      </p>
    </section>
  );
}

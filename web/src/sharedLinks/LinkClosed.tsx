import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../auth/redirect';
import { brandPath } from '../brands/lookup';
import { Icon } from '../ui/Icon';

const messages = defineMessages({
  expiredTitle: { id: 'sharedLink.open.expiredTitle', defaultMessage: 'This link no longer works' },
  expiredText: {
    id: 'sharedLink.open.expiredText',
    defaultMessage:
      'The person who shared it has revoked it, or it has expired. Please ask them for a new link; nothing else is needed.',
  },
  invalidTitle: { id: 'sharedLink.open.invalidTitle', defaultMessage: 'This link is not valid' },
  invalidText: {
    id: 'sharedLink.open.invalidText',
    defaultMessage: 'Please check that you copied the whole address, or ask the person who shared it to send it again.',
  },
  narrowedTitle: { id: 'sharedLink.closed.narrowedTitle', defaultMessage: 'This page is no longer shared with you' },
  narrowedText: {
    id: 'sharedLink.closed.narrowedText',
    defaultMessage:
      'The link you opened no longer shows this page. The pages it still shows are in the brand overview. If you are a member of the brand, log in to read this page.',
  },
  sharedPages: { id: 'sharedLink.closed.sharedPages', defaultMessage: 'Show the shared pages' },
  logIn: { id: 'sharedLink.closed.logIn', defaultMessage: 'Log in' },
  home: { id: 'sharedLink.open.home', defaultMessage: 'Go to Brandtrail' },
});

/**
 * Why a shared link shows nothing here: `ended` (revoked or expired, or its brand gone: the link
 * no longer works), `invalid` (no such link), `narrowed` (the link still works, but no longer
 * shows the page that was open: with the way to the pages it shows, `brandSlug`'s home).
 */
export type LinkClosedReason = 'ended' | 'invalid' | 'narrowed';

/**
 * The screen of a shared link that no longer shows what was asked: at `/s/<token>`, and in place of
 * a brand's page or home read through a link that stopped working, whether it was open when that
 * happened or opened (or reloaded) after.
 */
export function LinkClosed({ reason, brandSlug }: { reason: LinkClosedReason; brandSlug?: string }) {
  const location = useLocation();
  const [title, text] =
    reason === 'ended'
      ? [messages.expiredTitle, messages.expiredText]
      : reason === 'narrowed'
        ? [messages.narrowedTitle, messages.narrowedText]
        : [messages.invalidTitle, messages.invalidText];
  return (
    <div className="narrow stack">
      <section className="card form shared-link-closed" aria-labelledby="shared-link-closed-title" data-reason={reason}>
        <span className="placeholder-icon" aria-hidden="true">
          <Icon name="link" size={28} />
        </span>
        <h1 id="shared-link-closed-title">
          <FormattedMessage {...title} />
        </h1>
        <p className="muted">
          <FormattedMessage {...text} />
        </p>
        {reason === 'narrowed' && brandSlug ? (
          <p className="actions">
            <Link to={brandPath(brandSlug)} className="button primary">
              <FormattedMessage {...messages.sharedPages} />
            </Link>
            <Link to={loginPath(location.pathname + location.search)} className="button">
              <FormattedMessage {...messages.logIn} />
            </Link>
          </p>
        ) : (
          <Link to="/" className="button">
            <FormattedMessage {...messages.home} />
          </Link>
        )}
      </section>
    </div>
  );
}

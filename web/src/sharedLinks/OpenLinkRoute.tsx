import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useLoaderData } from 'react-router';
import { Icon } from '../ui/Icon';
import type { OpenLinkData } from './openLink';

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
  home: { id: 'sharedLink.open.home', defaultMessage: 'Go to Brandtrail' },
});

/** /s/{token}: the loader opens the link and moves on; this page only shows when the link does not work. */
export default function OpenLinkRoute() {
  const { error } = useLoaderData<OpenLinkData>();
  const expired = error.code === 'SHARED_LINK_EXPIRED';
  return (
    <div className="narrow stack">
      <section className="card form shared-link-closed" aria-labelledby="shared-link-closed-title" data-code={error.code}>
        <span className="placeholder-icon" aria-hidden="true">
          <Icon name="link" size={28} />
        </span>
        <h1 id="shared-link-closed-title">
          <FormattedMessage {...(expired ? messages.expiredTitle : messages.invalidTitle)} />
        </h1>
        <p className="muted">
          <FormattedMessage {...(expired ? messages.expiredText : messages.invalidText)} />
        </p>
        <Link to="/" className="button">
          <FormattedMessage {...messages.home} />
        </Link>
      </section>
    </div>
  );
}

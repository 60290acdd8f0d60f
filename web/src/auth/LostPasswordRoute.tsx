import { defineMessage, FormattedMessage, type MessageTag } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { MailLinkForm } from './MailLinkForm';
import { isSafeRedirect } from './redirect';

const back = defineMessage<{ link: MessageTag }>({
  id: 'auth.lostPassword.back',
  defaultMessage: 'Remembered it? <link>Back to log-in</link>',
});

export default function LostPasswordRoute() {
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const safe = isSafeRedirect(redirect) ? redirect : null;
  const loginHref = safe ? `/login?${new URLSearchParams({ redirect: safe }).toString()}` : '/login';
  return (
    <div className="narrow stack">
      <MailLinkForm kind="reset" redirectTo={safe} />
      <p className="muted center">
        <FormattedMessage {...back} values={{ link: (chunks) => <Link to={loginHref}>{chunks}</Link> }} />
      </p>
    </div>
  );
}

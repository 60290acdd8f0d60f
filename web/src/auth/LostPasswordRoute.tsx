import { defineMessage, type MessageTag } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LinkNote } from './LinkNote';
import { MailLinkForm } from './MailLinkForm';
import { safeRedirectIn, withRedirect } from './redirect';

const back = defineMessage<{ link: MessageTag }>({
  id: 'auth.lostPassword.back',
  defaultMessage: 'Remembered it? <link>Back to log-in</link>',
});

export default function LostPasswordRoute() {
  const [search] = useSearchParams();
  const safe = safeRedirectIn(search);
  return (
    <div className="narrow stack">
      <MailLinkForm kind="reset" redirectTo={safe} />
      <LinkNote message={back} to={withRedirect('/login', safe)} />
    </div>
  );
}

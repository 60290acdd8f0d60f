import { FormattedMessage, type MessageTag, type TypedMessageDescriptor } from 'react-intl';
import { Link } from 'react-router';

/** A line under a log-in or registration form whose `<link>` leads to `to` ("Already have an account? Log in"). */
export function LinkNote({ message, to }: { message: TypedMessageDescriptor<{ link: MessageTag }>; to: string }) {
  return (
    <p className="muted center">
      <FormattedMessage {...message} values={{ link: (chunks) => <Link to={to}>{chunks}</Link> }} />
    </p>
  );
}

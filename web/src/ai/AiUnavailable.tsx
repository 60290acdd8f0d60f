import { FormattedMessage, useIntl } from 'react-intl';
import { rewriteMessages as m } from '../pages/elements/rewriteMessages';

/**
 * What every AI control says when the server has no model server (`Query.aiAvailable` false): that
 * AI is not set up, and how an administrator sets it up. Nothing invents an answer instead.
 */
export function AiUnavailable() {
  const intl = useIntl();
  return (
    <div className="rewrite-unavailable" role="note">
      <p className="rewrite-unavailable-title">{intl.formatMessage(m.unavailableTitle)}</p>
      <p>
        <FormattedMessage {...m.unavailable} values={{ code: (chunks) => <code>{chunks}</code> }} />
      </p>
    </div>
  );
}

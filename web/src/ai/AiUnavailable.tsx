import { useIntl } from 'react-intl';
import { rewriteMessages as m } from '../pages/elements/rewriteMessages';

/**
 * What every AI control says when the server has no model server (`Query.aiAvailable` false): that
 * AI help is not switched on, and who can switch it on (the settings' names are for the operator,
 * in the README). Nothing invents an answer instead.
 */
export function AiUnavailable() {
  const intl = useIntl();
  return (
    <div className="rewrite-unavailable" role="note">
      <p className="rewrite-unavailable-title">{intl.formatMessage(m.unavailableTitle)}</p>
      <p>{intl.formatMessage(m.unavailable)}</p>
    </div>
  );
}

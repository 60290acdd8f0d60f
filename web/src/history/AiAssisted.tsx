import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../ui/Icon';

const messages = defineMessages({
  aiAssisted: { id: 'history.entry.aiAssisted', defaultMessage: 'AI-assisted' },
  aiAssistedHint: { id: 'history.entry.aiAssistedHint', defaultMessage: 'A rewrite suggested by AI and accepted' },
});

/** Marks a history entry that is an AI rewrite someone accepted (HistoryEntry.aiAssisted): the page's history and the brand's activity. */
export function AiAssisted() {
  const intl = useIntl();
  return (
    <span className="history-ai" title={intl.formatMessage(messages.aiAssistedHint)}>
      <Icon name="sparkle" size={12} />
      {intl.formatMessage(messages.aiAssisted)}
    </span>
  );
}

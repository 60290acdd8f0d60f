import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { comingSoon } from '../../ui/comingSoon';
import { Icon, type IconName } from '../../ui/Icon';

const messages = defineMessages({
  billingTitle: { id: 'brandSettings.billing.title', defaultMessage: 'Billing' },
  billingText: {
    id: 'brandSettings.billing.text',
    defaultMessage: 'Choose a plan and manage invoices and payment details.',
  },
});

const pages: Record<'billing', { title: MessageDescriptor; text: MessageDescriptor; icon: IconName }> = {
  billing: { title: messages.billingTitle, text: messages.billingText, icon: 'card' },
};

/** A settings page that is not there yet: a calm empty state. */
export function SettingsPlaceholder({ page }: { page: keyof typeof pages }) {
  const { title, text, icon } = pages[page];
  return (
    <section className="card settings-placeholder" aria-labelledby="settings-placeholder-title">
      <span className="placeholder-icon" aria-hidden="true">
        <Icon name={icon} size={24} />
      </span>
      <h2 id="settings-placeholder-title">
        <FormattedMessage {...title} />
      </h2>
      <span className="badge">
        <FormattedMessage {...comingSoon} />
      </span>
      <p className="muted">
        <FormattedMessage {...text} />
      </p>
    </section>
  );
}

export const BillingSettings = () => <SettingsPlaceholder page="billing" />;

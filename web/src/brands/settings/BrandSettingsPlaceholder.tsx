import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  billingTitle: { id: 'brandSettings.billing.title', defaultMessage: 'Billing' },
  billingText: {
    id: 'brandSettings.billing.text',
    defaultMessage: 'Choose a plan and manage invoices and payment details. Coming soon.',
  },
  soon: { id: 'brandSettings.comingSoon', defaultMessage: 'Coming soon' },
});

const pages: Record<'billing', { title: MessageDescriptor; text: MessageDescriptor; icon: string }> = {
  billing: { title: messages.billingTitle, text: messages.billingText, icon: '💳' },
};

/** A settings page that is not there yet: a calm empty state. */
export function SettingsPlaceholder({ page }: { page: keyof typeof pages }) {
  const { title, text, icon } = pages[page];
  return (
    <section className="card settings-placeholder" aria-labelledby="settings-placeholder-title">
      <span className="placeholder-icon" aria-hidden="true">
        {icon}
      </span>
      <h2 id="settings-placeholder-title">
        <FormattedMessage {...title} />
      </h2>
      <span className="badge">
        <FormattedMessage {...messages.soon} />
      </span>
      <p className="muted">
        <FormattedMessage {...text} />
      </p>
    </section>
  );
}

export const BillingSettings = () => <SettingsPlaceholder page="billing" />;

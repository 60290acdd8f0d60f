import { defineMessages, useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { locales, type Locale } from '../i18n/locale';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
  en: { id: 'language.en', defaultMessage: 'English' },
  de: { id: 'language.de', defaultMessage: 'German' },
});

const short: Record<Locale, string> = { en: 'EN', de: 'DE' };

/** EN / DE: sets the i18n_redirected cookie, which the API reads for its messages too. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();
  return (
    <div className="language-switch" role="group" aria-label={intl.formatMessage(messages.label)}>
      {locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          title={intl.formatMessage(messages[option])}
          onClick={() => void switchLocale(option)}
        >
          {short[option]}
        </button>
      ))}
    </div>
  );
}

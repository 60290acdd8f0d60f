import { defineMessages, useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { locales, type Locale } from '../i18n/locale';
import { Tooltip } from '../ui/Tooltip';

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
        <Tooltip key={option} label={intl.formatMessage(messages[option])}>
          <button type="button" lang={option} aria-pressed={option === locale} onClick={() => void switchLocale(option)}>
            {short[option]}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}

import { defineMessages, useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { locales, type Locale } from '../i18n/locale';
import { Tooltip } from '../ui/Tooltip';
import { legalPage, legalPageAt } from '../legal/pages';
import { useLocation, useNavigate } from 'react-router';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
  en: { id: 'language.en', defaultMessage: 'English' },
  de: { id: 'language.de', defaultMessage: 'German' },
});

const short: Record<Locale, string> = { en: 'EN', de: 'DE' };

/**
 * EN / DE: sets the i18n_redirected cookie, which the API reads for its messages too. On a legal
 * page, which shows in its own language, it also opens that page in the other language.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const legal = legalPageAt(pathname.replace(/\/+$/, ''));
  const choose = (option: Locale) => {
    void switchLocale(option);
    if (legal && legal.lang !== option) void navigate(legalPage(option, legal.kind).path);
  };
  return (
    <div className="language-switch" role="group" aria-label={intl.formatMessage(messages.label)}>
      {locales.map((option) => (
        <Tooltip key={option} label={intl.formatMessage(messages[option])}>
          <button type="button" lang={option} aria-pressed={option === locale} onClick={() => choose(option)}>
            {short[option]}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}

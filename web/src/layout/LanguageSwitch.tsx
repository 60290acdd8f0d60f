import { defineMessages, useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { locales, type Locale } from '../i18n/locale';
import { Tooltip } from '../ui/Tooltip';
import { legalPage, legalPageAt } from '../legal/pages';
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { saveLocale } from '../auth/session';
import { accountOf } from '../routing/checks';
import { answersChanged, rememberViewer } from '../routing/viewer';
import type { RootLoaderData } from './rootLoader';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
  en: { id: 'language.en', defaultMessage: 'English' },
  de: { id: 'language.de', defaultMessage: 'German' },
});

const short: Record<Locale, string> = { en: 'EN', de: 'DE' };

/**
 * EN / DE: sets the i18n_redirected cookie, which the API reads for its messages too, and reads
 * the screen's data again in that language (history lines are the server's words); for a
 * logged-in user it also keeps the choice with the account, whose mails are in its language. On a
 * legal page, which shows in its own language, it also opens that page in the other language.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const viewer = accountOf(useRouteLoaderData<RootLoaderData>('root')?.viewer ?? null);
  const legal = legalPageAt(pathname.replace(/\/+$/, ''));
  const revalidator = useRevalidator();
  const choose = (option: Locale) => {
    // Once the new messages are in, the screen's data is read again: the server words some of it.
    void switchLocale(option).then(() => {
      answersChanged();
      return revalidator.revalidate();
    });
    if (viewer && viewer.locale !== option && !viewer.impersonated)
      saveLocale(option).then(rememberViewer, (error: unknown) => console.warn('the language was not saved', error));
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

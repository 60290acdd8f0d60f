import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { defaultLocale, intlLocale, storeLocale, type Locale } from './locale';
import { loadMessages, type CompiledMessages } from './messages';

interface LocaleState {
  locale: Locale;
  /** Stores the choice in the cookie and shows the UI in that language once its messages are loaded. */
  switchLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = use(LocaleContext);
  if (!state) throw new Error('useLocale() needs a <LocaleProvider>');
  return state;
}

interface Props {
  initialLocale: Locale;
  initialMessages: CompiledMessages;
  /** The zone dates are shown in (i18n/timeZone.ts): the browser's, or on the server the cookie's. */
  timeZone?: string;
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, initialMessages, timeZone, children }: Props) {
  const [current, setCurrent] = useState({ locale: initialLocale, messages: initialMessages });

  const switchLocale = useCallback(async (locale: Locale) => {
    storeLocale(locale);
    const messages = await loadMessages(locale);
    document.documentElement.lang = locale;
    setCurrent({ locale, messages });
  }, []);

  const value = useMemo(() => ({ locale: current.locale, switchLocale }), [current.locale, switchLocale]);

  return (
    <LocaleContext value={value}>
      <IntlProvider
        locale={intlLocale(current.locale)}
        defaultLocale={intlLocale(defaultLocale)}
        messages={current.messages}
        timeZone={timeZone}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/**
 * Shows its children in `lang`, whatever language the user chose (a legal page, whose text exists
 * in one language, takes the header and footer around it along); the choice itself stays and
 * returns when `lang` is null again. Suspends while that language's messages load.
 */
export function PageLanguage({ lang, children }: { lang: Locale | null; children: ReactNode }) {
  const state = useLocale();
  if (!lang || lang === state.locale) return children;
  return (
    <ShownIn lang={lang} chosen={state}>
      {children}
    </ShownIn>
  );
}

function ShownIn({ lang, chosen, children }: { lang: Locale; chosen: LocaleState; children: ReactNode }) {
  const messages = use(loadMessages(lang));
  const { timeZone } = useIntl();
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = chosen.locale;
    };
  }, [lang, chosen.locale]);
  const value = useMemo(() => ({ locale: lang, switchLocale: chosen.switchLocale }), [lang, chosen.switchLocale]);
  return (
    <LocaleContext value={value}>
      <IntlProvider locale={intlLocale(lang)} defaultLocale={intlLocale(defaultLocale)} messages={messages} timeZone={timeZone}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

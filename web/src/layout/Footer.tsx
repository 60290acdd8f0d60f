import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/LocaleProvider';
import { legalPages } from '../legal/pages';

const messages = defineMessages({
  label: { id: 'footer.label', defaultMessage: 'Legal' },
  tagline: { id: 'footer.tagline', defaultMessage: 'Brand guidelines for business teams.' },
});

/** On every page: the legal pages of the current UI language (spec, point 2). */
export function Footer() {
  const intl = useIntl();
  const { locale } = useLocale();
  const links = legalPages.filter((page) => page.lang === locale);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="muted">
          © Brandtrail · <FormattedMessage {...messages.tagline} />
        </p>
        <nav aria-label={intl.formatMessage(messages.label)}>
          <ul>
            {links.map((page) => (
              <li key={page.path}>
                <Link to={page.path} lang={page.lang}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

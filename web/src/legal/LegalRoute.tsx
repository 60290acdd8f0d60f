import { Link, useLocation } from 'react-router';
import { NotFound } from '../layout/ErrorPage';
import { germanLegal } from './content.de';
import { englishLegal } from './content.en';
import { legalPage, legalPageAt, legalPages } from './pages';

const labels = {
  en: { contents: 'Contents', updated: 'Last updated', all: 'All legal documents', date: 'Operator: date' },
  de: { contents: 'Inhalt', updated: 'Stand', all: 'Alle Rechtstexte', date: 'Betreiber: Datum' },
} as const;

/**
 * A legal page (spec, point 2): auth-exempt, never behind the terms dialog, and always in its own
 * language (lang attribute included), whatever the UI language is.
 */
export default function LegalRoute() {
  const { pathname } = useLocation();
  const page = legalPageAt(pathname.replace(/\/+$/, ''));
  if (!page) return <NotFound />;
  const text = labels[page.lang];
  const content = (page.lang === 'de' ? germanLegal : englishLegal)[page.kind];
  const siblings = legalPages.filter((other) => other.lang === page.lang && other.kind !== 'legal');
  return (
    <div className="legal-layout" lang={page.lang}>
      <nav className="legal-nav" aria-label={text.all}>
        <Link to={legalPage(page.lang, 'legal').path} className="legal-nav-home">
          {text.all}
        </Link>
        <ul>
          {siblings.map((other) => (
            <li key={other.path}>
              <Link to={other.path} aria-current={other.path === page.path ? 'page' : undefined}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="legal card">
        <header className="legal-head">
          <h1>{page.title}</h1>
          {page.kind !== 'legal' ? (
            <p className="muted">
              {text.updated}: <mark className="operator-text">[{text.date}]</mark>
            </p>
          ) : null}
        </header>
        {content}
      </article>
    </div>
  );
}

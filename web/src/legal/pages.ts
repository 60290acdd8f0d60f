import { legalPaths } from '@brandtrail/domain/routes';
import type { Locale } from '../i18n/locale';

/** The five legal documents, each in both languages (spec, point 2); their addresses are the domain's (`legalPaths`). */
export type LegalKind = 'terms' | 'dpa' | 'privacy' | 'imprint' | 'legal';

export interface LegalPage {
  kind: LegalKind;
  lang: Locale;
  path: string;
  /** The title in the page's own language. */
  title: string;
}

export const legalPages: readonly LegalPage[] = [
  { kind: 'legal', lang: 'en', path: legalPaths.en.legal, title: 'Legal' },
  { kind: 'terms', lang: 'en', path: legalPaths.en.terms, title: 'Terms of use' },
  { kind: 'privacy', lang: 'en', path: legalPaths.en.privacy, title: 'Privacy policy' },
  { kind: 'dpa', lang: 'en', path: legalPaths.en.dpa, title: 'Data processing agreement' },
  { kind: 'imprint', lang: 'en', path: legalPaths.en.imprint, title: 'Imprint' },
  { kind: 'legal', lang: 'de', path: legalPaths.de.legal, title: 'Rechtliches' },
  { kind: 'terms', lang: 'de', path: legalPaths.de.terms, title: 'Allgemeine Geschäftsbedingungen' },
  { kind: 'privacy', lang: 'de', path: legalPaths.de.privacy, title: 'Datenschutzerklärung' },
  // Soft hyphens: the long word breaks where German breaks it in a narrow column, not anywhere.
  { kind: 'dpa', lang: 'de', path: legalPaths.de.dpa, title: 'Auftrags\u00ADverarbeitungs\u00ADvertrag' },
  { kind: 'imprint', lang: 'de', path: legalPaths.de.imprint, title: 'Impressum' },
];

export const legalPage = (lang: Locale, kind: LegalKind): LegalPage =>
  legalPages.find((page) => page.lang === lang && page.kind === kind)!;

export const legalPageAt = (path: string): LegalPage | undefined => legalPages.find((page) => page.path === path);

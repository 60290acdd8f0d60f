import type { Locale } from '../i18n/locale';

/** The five legal documents, each in both languages (spec, point 2). */
export type LegalKind = 'terms' | 'dpa' | 'privacy' | 'imprint' | 'legal';

export interface LegalPage {
  kind: LegalKind;
  lang: Locale;
  path: string;
  /** The title in the page's own language. */
  title: string;
}

export const legalPages: readonly LegalPage[] = [
  { kind: 'legal', lang: 'en', path: '/en/legal', title: 'Legal' },
  { kind: 'terms', lang: 'en', path: '/en/terms', title: 'Terms of use' },
  { kind: 'privacy', lang: 'en', path: '/en/privacy-policy', title: 'Privacy policy' },
  { kind: 'dpa', lang: 'en', path: '/en/dpa', title: 'Data processing agreement' },
  { kind: 'imprint', lang: 'en', path: '/en/imprint', title: 'Imprint' },
  { kind: 'legal', lang: 'de', path: '/de/rechtliches', title: 'Rechtliches' },
  { kind: 'terms', lang: 'de', path: '/de/agb', title: 'Allgemeine Geschäftsbedingungen' },
  { kind: 'privacy', lang: 'de', path: '/de/datenschutz', title: 'Datenschutzerklärung' },
  // Soft hyphens: the long word breaks where German breaks it in a narrow column, not anywhere.
  { kind: 'dpa', lang: 'de', path: '/de/avv', title: 'Auftrags\u00ADverarbeitungs\u00ADvertrag' },
  { kind: 'imprint', lang: 'de', path: '/de/impressum', title: 'Impressum' },
];

export const legalPage = (lang: Locale, kind: LegalKind): LegalPage =>
  legalPages.find((page) => page.lang === lang && page.kind === kind)!;

export const legalPageAt = (path: string): LegalPage | undefined => legalPages.find((page) => page.path === path);

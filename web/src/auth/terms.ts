import type { Locale } from '../i18n/locale';

/** The terms step is skipped on the legal pages and on registration (spec, point 2). */
export function skipsTermsStep(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return first === 'de' || first === 'en' || first === 'register';
}

/** Only accounts of type user must accept the terms (spec, point 6). */
export const needsTerms = (viewer: { type: string; termsAccepted: boolean } | null | undefined): boolean =>
  viewer?.type === 'user' && !viewer.termsAccepted;

export const legalLinks: Record<Locale, { terms: string; privacy: string }> = {
  en: { terms: '/en/terms', privacy: '/en/privacy-policy' },
  de: { terms: '/de/agb', privacy: '/de/datenschutz' },
};

/** The languages the product speaks: every message, label and mail exists in each. */
export type Locale = 'en' | 'de';
export const locales: readonly Locale[] = ['en', 'de'];

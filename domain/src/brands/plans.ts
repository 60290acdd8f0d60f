import type { Locale } from '../locales';

export type Plan = 'free' | 'basic' | 'pro';
/** Plan ranking of spec section 9. */
export const planRank: Record<Plan, number> = { free: 1, basic: 2, pro: 3 };
export const plans = Object.keys(planRank) as Plan[];

/**
 * The plans' names as people read them, in each language: the error messages and the legal pages
 * use these, and the web's labels (brand.plan.*) are held to them by a test.
 */
export const planNames: Readonly<Record<Plan, Readonly<Record<Locale, string>>>> = {
  free: { en: 'Free', de: 'Kostenlos' },
  basic: { en: 'Basic', de: 'Basis' },
  pro: { en: 'Pro', de: 'Pro' },
};

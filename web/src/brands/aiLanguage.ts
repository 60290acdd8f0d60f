import type { AiLanguage } from '@brandtrail/domain/ai';

/** The language AI answers in: the UI's (en-US, de-DE and the like). */
export const languageOf = (locale: string): AiLanguage => (locale.toLowerCase().startsWith('de') ? 'de' : 'en');

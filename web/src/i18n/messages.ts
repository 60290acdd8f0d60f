import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/** Compiled (pre-parsed) messages: src/i18n/compiled/<locale>.json, written by `npm run generate`. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

// One chunk per language: a page loads only the language it shows.
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('./compiled/en.json'),
  de: () => import('./compiled/de.json'),
};

const cache = new Map<Locale, Promise<CompiledMessages>>();

export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = loaders[locale]().then((module) => module.default as CompiledMessages);
    messages.catch(() => cache.delete(locale));
    cache.set(locale, messages);
  }
  return messages;
}

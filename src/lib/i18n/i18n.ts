// The one message catalogue's runtime (Lingui): en-AU is in the app itself, as every page the
// server renders is in en-AU; es and pt-BR are each a chunk of their own, loaded only when that
// language is chosen. Messages are compiled ahead of time (npm run i18n:compile), so no message
// parser ships. See docs/languages.md.
import { setupI18n } from '@lingui/core';
import { messages as enAU } from '@/locales/en-AU/messages';
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from './locales';

export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: enAU } });

/** Where the visitor's choice is remembered on this device. */
export const LOCALE_KEY = 'floorcraftLocale';

const catalogues: Record<Exclude<Locale, 'en-AU'>, () => Promise<{ messages: typeof enAU }>> = {
  es: () => import('@/locales/es/messages'),
  'pt-BR': () => import('@/locales/pt-BR/messages'),
};

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** The active language: the server's render and tests not choosing one are en-AU. */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** The language chosen on this device before, else the first one the browser asks for. */
export function preferredLocale(): Locale {
  try {
    const kept = localStorage.getItem(LOCALE_KEY);
    if (isLocale(kept)) return kept;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : matchLocale(navigator.languages ?? []);
}

/** Loads a language's catalogue (once), makes it the active one and marks the document with it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== 'en-AU' && !loaded.has(locale)) {
    const { messages } = await catalogues[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The visitor's choice (footer): remembered on this device, then made the active language. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered (storage refused); the choice still holds for this visit.
  }
  await activateLocale(locale);
}

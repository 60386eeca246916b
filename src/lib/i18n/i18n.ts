// The one message catalogue's runtime (Lingui). Each language's catalogue is a chunk of its own,
// loaded only in that language, before the app first renders (main.tsx; the server's render and
// the tests load en-AU themselves). Messages are compiled ahead of time (npm run i18n:compile), so
// no message parser ships. See docs/languages.md.
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from './locales';

export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** Where the visitor's choice is remembered on this device. */
export const LOCALE_KEY = 'floorcraftLocale';

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-AU': () => import('@/locales/en-AU/messages'),
  es: () => import('@/locales/es/messages'),
  'pt-BR': () => import('@/locales/pt-BR/messages'),
};

const loaded = new Set<Locale>();

/** A catalogue at hand already (the server's render, tests): no chunk to load. */
export function loadCatalogue(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
  loaded.add(locale);
}

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
  if (!loaded.has(locale)) loadCatalogue(locale, (await catalogues[locale]()).messages);
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

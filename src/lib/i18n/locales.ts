// The languages Floorcraft speaks, their names as their speakers write them, and which one a
// browser's list of preferred languages (navigator.languages) asks for.
export const LOCALES = ['en-AU', 'es', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

/** The default, and the language of the spec's exact strings and of every server-rendered page. */
export const DEFAULT_LOCALE: Locale = 'en-AU';

/** Each language named in itself: a visitor who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-AU': 'English (Australia)',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of the browser's languages Floorcraft speaks, by its language alone: any Spanish is
 * es, any Portuguese pt-BR, any English en-AU; none of them, en-AU.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (language === 'es') return 'es';
    if (language === 'pt') return 'pt-BR';
    if (language === 'en') return 'en-AU';
  }
  return DEFAULT_LOCALE;
}

// Lingui's configuration: the message catalogue (one .po file per locale, en-AU the source) and
// where `npm run i18n:extract` looks for messages. See docs/languages.md.
import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'en-AU',
  locales: ['en-AU', 'es', 'pt-BR'],
  // No fallback: a message missing in a locale fails `npm run lint`, not a screen in English.
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  compileNamespace: 'ts',
  orderBy: 'messageId',
});

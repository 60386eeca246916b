// The hook a component reads messages through: it renders again when the language changes.
// Components call `i18n._('message.id')` on what it returns (that is the form the extraction in
// npm run i18n:extract finds). No provider is needed: the catalogue is one for the whole app.
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

export function useI18n(): typeof i18n {
  useSyncExternalStore(subscribe, locale, locale);
  return i18n;
}

/** The active language, for what is formatted (dates, numbers, money) rather than translated. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, locale, locale);
}

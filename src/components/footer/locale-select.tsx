// The footer's language choice: each language named in itself; the choice is remembered on this
// device (see lib/i18n/i18n.ts).
import { chooseLocale } from '@/lib/i18n/i18n';
import { isLocale, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { useI18n } from '@/lib/i18n/use-i18n';

export function LocaleSelect() {
  const i18n = useI18n();
  return (
    <p className="site-footer__language">
      <label htmlFor="site-language">{i18n._('footer.language')}</label>{' '}
      <select
        id="site-language"
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </p>
  );
}

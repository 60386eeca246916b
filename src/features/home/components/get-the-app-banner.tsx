// The Get the App banner with both store badges: the app is the main channel (spec §1).
import { StoreBadges } from '@/components/store-badges';
import { useI18n } from '@/lib/i18n/use-i18n';

export function GetTheAppBanner() {
  const i18n = useI18n();
  return (
    <section className="app-banner" aria-labelledby="get-app-heading">
      <div>
        <h2 id="get-app-heading">{i18n._('home.app.title')}</h2>
        <p>{i18n._('home.app.text')}</p>
      </div>
      <StoreBadges />
    </section>
  );
}

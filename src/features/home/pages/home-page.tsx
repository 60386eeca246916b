// The public home page: hero, audience cards, Aficionado card, Get the App banner (spec §2).
import { InstallHint } from '@/components/install-hint';
import { Link } from 'react-router-dom';
import { useI18n } from '@/lib/i18n/use-i18n';
import { AudienceCards } from '../components/audience-cards';
import { AficionadoCard } from '../components/aficionado-card';
import { GetTheAppBanner } from '../components/get-the-app-banner';

export function HomePage() {
  const i18n = useI18n();
  return (
    <main className="page">
      <section className="hero" aria-labelledby="hero-heading">
        <h1 id="hero-heading">{i18n._('home.title')}</h1>
        <p className="hero__lead">{i18n._('home.lead')}</p>
        <div className="hero__actions">
          <Link to="/tickets" className="button button-primary">
            {i18n._('home.findEvents')}
          </Link>
          <Link to="/how-it-works" className="button button-secondary">
            {i18n._('menu.howItWorks')}
          </Link>
        </div>
      </section>
      <AudienceCards />
      <AficionadoCard />
      <GetTheAppBanner />
      <InstallHint />
    </main>
  );
}

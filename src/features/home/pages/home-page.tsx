// The public home page: hero, audience cards, Aficionado card, Get the App banner (spec §2).
import { InstallHint } from '@/components/install-hint';
import { Link } from 'react-router-dom';
import { AudienceCards } from '../components/audience-cards';
import { AficionadoCard } from '../components/aficionado-card';
import { GetTheAppBanner } from '../components/get-the-app-banner';

export function HomePage() {
  return (
    <main className="page">
      <section className="hero" aria-labelledby="hero-heading">
        <h1 id="hero-heading">Find Dance. Teach Dance. Grow Dance.</h1>
        <p className="hero__lead">
          Floorcraft connects dancers with classes, instructors and events — salsa, bachata, zouk,
          kizomba, tango, west coast swing and more.
        </p>
        <div className="hero__actions">
          <Link to="/tickets" className="button button-primary">
            Find Events
          </Link>
          <Link to="/how-it-works" className="button button-secondary">
            How it Works
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

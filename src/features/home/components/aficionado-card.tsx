// The Aficionado card: local scene guides for visiting dancers (spec §1), leading to the guides
// and to becoming one.
import { Link } from 'react-router-dom';
import { useI18n } from '@/lib/i18n/use-i18n';

export function AficionadoCard() {
  const i18n = useI18n();
  return (
    <section className="section" aria-labelledby="aficionado-heading">
      <div className="card card--feature">
        <img className="card__icon" src="/icons/compass.svg" alt="" width="48" height="48" />
        <div>
          <h2 id="aficionado-heading">{i18n._('home.aficionados.title')}</h2>
          <p>{i18n._('home.aficionados.text')}</p>
          <p>
            <Link to="/guides">{i18n._('home.aficionados.find')}</Link>
            {' · '}
            <Link to="/account/guide">{i18n._('home.aficionados.become')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}

// The Aficionado card: local scene guides for visiting dancers (spec §1), leading to the guides
// and to becoming one.
import { Link } from 'react-router-dom';

export function AficionadoCard() {
  return (
    <section className="section" aria-labelledby="aficionado-heading">
      <div className="card card--feature">
        <img className="card__icon" src="/icons/compass.svg" alt="" width="48" height="48" />
        <div>
          <h2 id="aficionado-heading">Aficionados</h2>
          <p>
            Aficionados are local dance-scene guides. They know where the good socials are, which
            classes welcome newcomers and when the festival crowd heads out — and they help dancers
            visiting from other states or countries find their way onto the floor.
          </p>
          <p>
            <Link to="/guides">Find a local guide</Link>
            {' · '}
            <Link to="/account/guide">Become a local guide</Link>
          </p>
        </div>
      </div>
    </section>
  );
}

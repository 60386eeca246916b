// The three audience cards of the home page (spec §1), each leading somewhere real: dancers to the
// events and the search, schools to their sign-in and how it works, instructors to the instructor
// profile (sign-in first) and the list of instructors.
import { Link } from 'react-router-dom';
import { useI18n } from '@/lib/i18n/use-i18n';

// Titles, texts and link labels are message ids.
const audiences = [
  {
    title: /* i18n */ 'home.dancers.title',
    icon: 'dancers',
    text: /* i18n */ 'home.dancers.text',
    link: { to: '/tickets', label: /* i18n */ 'home.dancers.find' },
    more: { to: '/search', label: /* i18n */ 'home.dancers.search' },
  },
  {
    title: /* i18n */ 'home.schools.title',
    icon: 'school',
    text: /* i18n */ 'home.schools.text',
    link: { to: '/dance-school-connect', label: /* i18n */ 'home.schools.signIn' },
    more: { to: '/how-it-works', label: /* i18n */ 'home.schools.howItWorks' },
  },
  {
    title: /* i18n */ 'home.instructors.title',
    icon: 'instructor',
    text: /* i18n */ 'home.instructors.text',
    link: { to: '/account/instructor', label: /* i18n */ 'home.instructors.become' },
    more: { to: '/instructors', label: /* i18n */ 'home.instructors.find' },
  },
];

export function AudienceCards() {
  const i18n = useI18n();
  return (
    <section className="section" aria-labelledby="audiences-heading">
      <h2 id="audiences-heading" className="section__title">
        {i18n._('home.audiences.title')}
      </h2>
      <ul className="card-grid">
        {audiences.map((audience) => (
          <li key={audience.title} className="card">
            <img
              className="card__icon"
              src={`/icons/${audience.icon}.svg`}
              alt=""
              width="48"
              height="48"
            />
            <h3>{i18n._(audience.title)}</h3>
            <p>{i18n._(audience.text)}</p>
            <p>
              <Link to={audience.link.to}>{i18n._(audience.link.label)}</Link>
              {' · '}
              <Link to={audience.more.to}>{i18n._(audience.more.label)}</Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

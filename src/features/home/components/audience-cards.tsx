// The three audience cards of the home page (spec §1), each leading somewhere real: dancers to the
// events and the search, schools to their sign-in and how it works, instructors to the instructor
// profile (sign-in first) and the list of instructors.
import { Link } from 'react-router-dom';
const audiences = [
  {
    title: 'Dancers',
    icon: 'dancers',
    text: 'Search classes, private instructors and events by style, location and schedule — salsa, bachata, zouk, tango and more.',
    link: { to: '/tickets', label: 'Find events' },
    more: { to: '/search', label: 'Search classes and instructors' },
  },
  {
    title: 'Dance Schools',
    icon: 'school',
    text: 'Upload class timetables, manage events and sell tickets, and promote your school to dancers nearby.',
    link: { to: '/dance-school-connect', label: 'Sign in as a school' },
    more: { to: '/how-it-works', label: 'How it works' },
  },
  {
    title: 'Dance Instructors',
    icon: 'instructor',
    text: 'Create a profile, set your availability for private lessons, and get discovered by students.',
    link: { to: '/account/instructor', label: 'Become an instructor' },
    more: { to: '/instructors', label: 'Find instructors' },
  },
];

export function AudienceCards() {
  return (
    <section className="section" aria-labelledby="audiences-heading">
      <h2 id="audiences-heading" className="section__title">
        Made for everyone on the dance floor
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
            <h3>{audience.title}</h3>
            <p>{audience.text}</p>
            <p>
              <Link to={audience.link.to}>{audience.link.label}</Link>
              {' · '}
              <Link to={audience.more.to}>{audience.more.label}</Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

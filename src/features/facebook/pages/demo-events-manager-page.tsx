// /demo/facebook-events: the demo social-page events manager (spec §2; its route is not shown).
// Sample data only: connect (a demo page selector), the page's Facebook events as cards or a
// table with their import state, a show-past toggle, and a calendar with My Calendar, Events Near
// Me and Weekdays View (Near Me). Nothing reaches Facebook or the server.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_PAGES } from '@/contract/facebook-demo';
import type { FacebookPageSummary } from '@/contract/facebook';
import { Calendar } from '@/components/calendar/calendar';
import { moveAnchor, todayKey } from '@/components/calendar/calendar-navigation';
import { Modal } from '@/components/modal/modal';
import { calendarEventOf, demoSocialEvents, stateOf } from '../components/demo-social-events';
import { PageOptions } from '../components/page-options';
import { SocialEventList } from '../components/social-event-list';
import '../facebook.css';

type CalendarChoice = 'mine' | 'near' | 'weekdays';
const CHOICES: Array<[CalendarChoice, string]> = [
  ['mine', 'My Calendar'],
  ['near', 'Events Near Me'],
  ['weekdays', 'Weekdays View (Near Me)'],
];

export function DemoEventsManagerPage() {
  const events = useMemo(() => demoSocialEvents(), []);
  const [page, setPage] = useState<FacebookPageSummary | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [layout, setLayout] = useState<'cards' | 'table'>('cards');
  const [showPast, setShowPast] = useState(false);
  const [choice, setChoice] = useState<CalendarChoice>('mine');
  const [anchor, setAnchor] = useState(todayKey);

  const rows = events
    .map((event) => ({ event, state: stateOf(event) }))
    .filter((row) => showPast || row.state !== 'past');
  const view = choice === 'weekdays' ? 'week' : 'month';
  const shown = events
    .filter((event) => (choice === 'mine' ? stateOf(event) === 'imported' : event.nearby))
    .map(calendarEventOf);

  return (
    <main className="page facebook-page">
      <h1>Facebook Events Manager (Demo)</h1>
      <p className="muted">Sample pages and events: nothing here is read from Facebook.</p>
      <section className="card" aria-labelledby="demo-connection">
        <h2 id="demo-connection">Facebook Page</h2>
        {page ? (
          <div className="facebook-actions">
            <span>Connected to {page.name}</span>
            <button type="button" className="button button-secondary" onClick={() => setPage(null)}>
              Disconnect
            </button>
          </div>
        ) : (
          <button type="button" className="button button-primary" onClick={() => setChoosing(true)}>
            Connect Facebook
          </button>
        )}
      </section>

      {page && (
        <section className="card" aria-labelledby="demo-events">
          <h2 id="demo-events">Events on {page.name}</h2>
          <p className="muted">
            Importing from Facebook needs Facebook&apos;s marketing partner status, so Import,
            Update and Remove are not available yet.
          </p>
          <div className="facebook-actions">
            <div className="segmented" role="group" aria-label="Layout">
              {(['cards', 'table'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={layout === option}
                  className={layout === option ? 'is-active' : ''}
                  onClick={() => setLayout(option)}
                >
                  {option === 'cards' ? 'Cards' : 'Table'}
                </button>
              ))}
            </div>
            <label>
              <input
                type="checkbox"
                checked={showPast}
                onChange={(event) => setShowPast(event.target.checked)}
              />{' '}
              Show past events
            </label>
          </div>
          <SocialEventList events={rows} layout={layout} />
        </section>
      )}

      <section className="card" aria-labelledby="demo-calendar">
        <h2 id="demo-calendar">Calendar</h2>
        <div className="segmented" role="group" aria-label="Calendar view">
          {CHOICES.map(([option, label]) => (
            <button
              key={option}
              type="button"
              aria-pressed={choice === option}
              className={choice === option ? 'is-active' : ''}
              onClick={() => {
                setChoice(option);
                setAnchor(todayKey());
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <Calendar
          view={view}
          anchor={anchor}
          events={shown}
          onPrev={() => setAnchor(moveAnchor(anchor, view, -1))}
          onNext={() => setAnchor(moveAnchor(anchor, view, 1))}
        />
      </section>
      <p>
        <Link to="/" className="button button-secondary">
          Back to Main
        </Link>
      </p>

      <Modal
        open={choosing}
        title="Select Facebook Page"
        onClose={() => setChoosing(false)}
        closeLabel="Cancel"
      >
        <PageOptions
          pages={DEMO_PAGES}
          onChoose={(demoPage) => {
            setPage(demoPage);
            setChoosing(false);
          }}
        />
      </Modal>
    </main>
  );
}

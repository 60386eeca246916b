// Help (spec §2): static topics, payment providers and image formats, and how to reach support.
const TOPICS = [
  {
    title: 'Overview',
    text: 'Recent activity and quick actions: start tickets for an event or connect your Facebook Page.',
  },
  {
    title: 'Ticketing',
    text: 'Create tickets in three steps — event details (enter them or import an .ics file), ticket setup, checkout — then publish and print the check-in QR code for the door. Edit a published event at any time; changes apply at once.',
  },
  {
    title: 'Timetables',
    text: 'Soon you will be able to upload a timetable image for each day of a festival.',
  },
  {
    title: 'Settings',
    text: 'Ticketing defaults (or a template) prefill new events. Payment providers: card payments (Stripe), set up in Settings › Payment Settings; PayPal and Square: not available yet. Branding images can be JPG, PNG or GIF.',
  },
  {
    title: 'Common issues',
    text: 'Cannot publish? Every item of the checklist on the Checkout step must be ticked. Another school already has tickets for an event? Only one organisation may sell tickets for an event; contact us if it is yours.',
  },
];

export function HelpTab() {
  return (
    <section aria-labelledby="help-heading">
      <h2 id="help-heading">Help</h2>
      {TOPICS.map((topic) => (
        <details key={topic.title} className="accordion">
          <summary>{topic.title}</summary>
          <p>{topic.text}</p>
        </details>
      ))}
      <details className="accordion">
        <summary>Contact support</summary>
        <p>
          Write to <a href="mailto:support@floorcraft.app">support@floorcraft.app</a>. We answer
          within 24 hours.
        </p>
      </details>
    </section>
  );
}
